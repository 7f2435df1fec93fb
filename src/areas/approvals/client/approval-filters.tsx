/**
 * The inbox's and history's filters (issue 44, item 1): whose requests (the people search's words), what kind and
 * the days they were asked, kept in the address so a reload or a shared link keeps them; `request` (a
 * notification's link) shows that one request.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../client/components/ui/button';
import { DatePicker } from '../../../client/components/ui/date-picker';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useTranslation } from '../../../client/lib/i18n';
import { type RequestKind, requestKinds } from '../schemas';

export interface ApprovalFilters {
  person?: string;
  kind?: RequestKind;
  from?: string;
  to?: string;
  request?: string;
}
const keys = ['person', 'kind', 'from', 'to', 'request'] as const;
const isDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** The filters in the address, and a change to them (a value left empty drops its key). */
export function useApprovalFilters() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') as RequestKind | null;
  const filters: ApprovalFilters = {
    person: params.get('person')?.trim() || undefined,
    kind: kind && requestKinds.includes(kind) ? kind : undefined,
    from: isDate(params.get('from')),
    to: isDate(params.get('to')),
    request: params.get('request') || undefined,
  };
  const change = (patch: Partial<ApprovalFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of keys)
          if (key in patch) {
            const value = patch[key];
            if (value) next.set(key, value);
            else next.delete(key);
          }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const active = keys.some((key) => filters[key]);
  return {
    filters,
    change,
    active,
    clear: () => change({ person: '', kind: undefined, from: '', to: '', request: '' }),
  };
}

export function ApprovalFiltersBar({
  filters,
  change,
  active,
  clear,
}: ReturnType<typeof useApprovalFilters>) {
  const { t } = useTranslation();
  const [person, setPerson] = useState(filters.person ?? '');
  // The address follows the typing after a pause, not at every key.
  useEffect(() => {
    if (person.trim() === (filters.person ?? '')) return;
    const timer = setTimeout(() => change({ person: person.trim() }), 300);
    return () => clearTimeout(timer);
  }, [person, filters.person, change]);
  // Cleared elsewhere (Clear filters, a new link): the box follows.
  useEffect(() => {
    if (!filters.person) setPerson('');
  }, [filters.person]);
  return (
    <search aria-label={t('approvals.filters')} className="flex flex-wrap items-end gap-3">
      <Field id="approvals-person" label={t('approvals.filterPerson')} className="w-full sm:w-72">
        <Input
          type="search"
          value={person}
          placeholder={t('approvals.filterPersonHint')}
          onChange={(e) => setPerson(e.target.value)}
        />
      </Field>
      <Field id="approvals-kind" label={t('approvals.filterKind')} className="w-56">
        <NativeSelect
          value={filters.kind ?? ''}
          onChange={(e) => change({ kind: (e.target.value || undefined) as RequestKind | undefined })}
        >
          <option value="">{t('approvals.anyKind')}</option>
          {requestKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`approvals.kind.${kind}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="approvals-from" label={t('approvals.askedFrom')} className="w-48">
        <DatePicker
          id="approvals-from"
          value={filters.from}
          max={filters.to}
          clearable
          onChange={(from) => change({ from })}
        />
      </Field>
      <Field id="approvals-to" label={t('approvals.askedTo')} className="w-48">
        <DatePicker
          id="approvals-to"
          value={filters.to}
          min={filters.from}
          clearable
          onChange={(to) => change({ to })}
        />
      </Field>
      {active && (
        <Button variant="outline" onClick={clear}>
          {t('approvals.clearFilters')}
        </Button>
      )}
    </search>
  );
}
