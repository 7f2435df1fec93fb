/**
 * The organisation's own names as the reader reads them (issue 44): a department, designation, position, branch,
 * employment type or leave type is stored, sent and chosen by its name; a screen shows the label hr gave it in
 * the reader's language (shared/labels.ts), else the catalogue's word for a value the product seeded, else the
 * name. Every screen showing one of these names goes through `useOrgName` or `useLeaveTypeName`.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrgKind } from '../../areas/organisation/contract';
import { labelFinder } from '../../shared/labels';
import { useMe } from '../components/layout/use-me';
import { api } from './api';
import { useEnumLabel } from './enums';
import { useLocale } from './i18n';

/** The organisation's lists (issue 40): each list's active values (what forms offer) and every value's labels. */
export const useOrgChoices = () =>
  useQuery({
    queryKey: ['organisation', 'choices'],
    queryFn: () => api('/employee/getorgchoices'),
    staleTime: 60_000,
  });

/** The values the product seeded, which the catalogue has words for (`enums.<kind>`). */
const seededWords = { position: 'position', employment_type: 'employmentType' } as const;

/** `(kind, name) => what the reader sees`; an empty name stays empty. */
export function useOrgName() {
  const { language } = useLocale();
  const enumLabel = useEnumLabel();
  const labels = useOrgChoices().data?.labels;
  // A person's column may spell a value in another case than its list: labelFinder finds it in any case.
  const finders = useMemo(
    () =>
      labels &&
      (Object.fromEntries(Object.entries(labels).map(([kind, l]) => [kind, labelFinder(l)])) as Record<
        OrgKind,
        ReturnType<typeof labelFinder>
      >),
    [labels],
  );
  return (kind: OrgKind, name: string | null | undefined): string => {
    if (!name) return '';
    const own = finders?.[kind](name, language);
    if (own !== undefined) return own;
    return kind === 'position' || kind === 'employment_type' ? enumLabel(seededWords[kind], name) : name;
  };
}

/** `(leave type name) => what the reader sees`: the organisation's labels arrive with `me` (any signed-in person). */
export function useLeaveTypeName() {
  const { language } = useLocale();
  const labels = useMe().data?.organisation.leaveTypeLabels;
  const labelOf = useMemo(() => labelFinder(labels), [labels]);
  return (name: string | null | undefined): string => (name ? (labelOf(name, language) ?? name) : '');
}
