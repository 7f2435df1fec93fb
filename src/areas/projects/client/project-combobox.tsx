/**
 * Choosing a project by typing its code or name (issue 43): the search combobox over the projects the reader may
 * see, asked of the server, so a project past the first page is found as readily as the first.
 */
import { type Matches, SearchCombobox } from '../../../client/components/search-combobox';
import { useTranslation } from '../../../client/lib/i18n';
import type { ProjectSummary } from '../contract';
import { useProjectList } from './admin-api';
import { projectLabel } from './project-label';

function useProjectMatches(q: string, enabled: boolean): Matches<ProjectSummary> {
  const list = useProjectList({ q, page: 1, pageSize: 10 }, enabled);
  return {
    matches: list.data?.projects ?? [],
    total: list.data?.total ?? 0,
    pending: list.isPending,
    error: list.error,
  };
}

export function ProjectCombobox({
  label,
  placeholder,
  onSelect,
}: {
  label: string;
  placeholder: string;
  onSelect: (project: ProjectSummary) => void;
}) {
  const { t } = useTranslation();
  return (
    <SearchCombobox
      label={label}
      listLabel={t('projectAdmin.tabs.projects')}
      placeholder={placeholder}
      noneFound={t('projectAdmin.noProjectFound')}
      useMatches={useProjectMatches}
      textOf={projectLabel}
      // Chosen, the box gives way to the choice (the report's filter shows it with a way back to all).
      selected={false}
      onSelect={(project) => project && onSelect(project)}
      option={(p) => (
        <>
          <span className="block font-medium">{projectLabel(p)}</span>
          {(p.client || p.status === 'archived') && (
            <span className="block text-xs text-muted-foreground">
              {[p.client?.name, p.status === 'archived' && t('projectAdmin.statuses.archived')]
                .filter(Boolean)
                .join(' · ')}
            </span>
          )}
        </>
      )}
    />
  );
}
