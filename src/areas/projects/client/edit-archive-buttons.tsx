/**
 * A client's, project's or activity's row buttons (issue 43): edit, and archive or restore (no new time or projects
 * on what is archived; nothing is lost). Each button names the record it acts on.
 */
import { Archive, Pencil, RotateCcw } from 'lucide-react';
import { IconButton } from '../../../client/components/ui/icon-button';
import { useTranslation } from '../../../client/lib/i18n';

export function EditArchiveButtons({
  name,
  archived,
  pending,
  onEdit,
  onArchive,
}: {
  name: string;
  archived: boolean;
  /** An archive or restore is on its way: the button waits for it. */
  pending: boolean;
  onEdit: () => void;
  /** Archive (true) or restore (false). */
  onArchive: (archive: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-1">
      <IconButton icon={Pencil} size="sm" label={t('projectAdmin.editNamed', { name })} onClick={onEdit} />
      <IconButton
        icon={archived ? RotateCcw : Archive}
        size="sm"
        label={t(archived ? 'projectAdmin.restoreNamed' : 'projectAdmin.archiveNamed', { name })}
        disabled={pending}
        onClick={() => onArchive(!archived)}
      />
    </div>
  );
}
