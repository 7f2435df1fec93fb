/**
 * /admin/employee/view-all-employee (spec §2 View All Employees). Search, filters and paging run on the server;
 * searching or filtering goes back to page 1. The search and filters (designation, status, department,
 * employment type, manager, joining days) are kept in the URL, and the CSV export takes the same.
 */
import { Download, RefreshCw, Search, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../client/components/layout/page-header';
import { Button } from '../../../client/components/ui/button';
import { Card } from '../../../client/components/ui/card';
import { DateInput } from '../../../client/components/ui/date-input';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { Label } from '../../../client/components/ui/label';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { Pagination, pageCount } from '../../../client/components/ui/pagination';
import { Loading } from '../../../client/components/ui/status';
import { ApiError } from '../../../client/lib/api';
import { useEnumLabel } from '../../../client/lib/enums';
import { downloadFile } from '../../../client/lib/files';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgChoices, useOrgName } from '../../../client/lib/names';
import { useEmployeeSearch } from '../../../client/lib/queries';
import { useDebounced } from '../../../client/lib/use-debounced';
import { employeeStatusLabels } from '../../../shared/enums';
import type { OrgKind } from '../../organisation/contract';
import { DEFAULT_PAGE_SIZE, type ListedEmployee, pageSizes } from '../contract';
import { EmployeeTable } from './employee-table';
import { useManagers } from './employees-api';
import { ReportDialog } from './report-dialog';
import { TerminateDialog } from './terminate-dialog';

/** The filters' keys in the URL (issue 44, item 14): a reload or a shared link keeps them. */
const filterKeys = ['designation', 'status', 'department', 'type', 'manager', 'from', 'to'] as const;
type FilterKey = (typeof filterKeys)[number];
type Status = '' | (typeof employeeStatusLabels)[number];

export function EmployeeListPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const label = useEnumLabel();
  const [params, setParams] = useSearchParams();
  const param = (key: FilterKey | 'q') => params.get(key) ?? '';
  const setFilter = (key: FilterKey | 'q', value: string) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const [text, setText] = useState(param('q'));
  const q = useDebounced(text.trim());
  const typedInUrl = param('q');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text is written to the URL
  useEffect(() => {
    if (q !== typedInUrl) setFilter('q', q);
  }, [q]);
  const statusParam = param('status');
  const status: Status = (employeeStatusLabels as readonly string[]).includes(statusParam)
    ? (statusParam as Status)
    : '';
  const filters = {
    q,
    designation: param('designation'),
    status,
    department: param('department'),
    employmentType: param('type'),
    managerId: param('manager'),
    joinedFrom: param('from'),
    joinedTo: param('to'),
  };
  const choices = useOrgChoices().data;
  const orgName = useOrgName();
  const managers = useManagers().data ?? [];
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  // The page belongs to one search: any change of search, filter or page size starts again at page 1.
  const searchKey = JSON.stringify([filters, pageSize]);
  const [paging, setPaging] = useState({ searchKey, page: 1 });
  const page = paging.searchKey === searchKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ searchKey, page: next });
  const [terminating, setTerminating] = useState<{ _id: string; name: string } | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const list = useEmployeeSearch({ ...filters, page, pageSize });
  /** A list's values, with the one chosen kept though the list no longer offers it; each in the reader's words. */
  const optionsOf = (kind: OrgKind, values: readonly string[] | undefined, chosen: string) =>
    (chosen && !values?.includes(chosen) ? [chosen, ...(values ?? [])] : (values ?? [])).map((v) => (
      <option key={v} value={v}>
        {orgName(kind, v)}
      </option>
    ));
  const filtered = filterKeys.some((key) => param(key)) || Boolean(q);

  const pages = list.data ? pageCount(list.data) : 1;
  const exportCsv = () =>
    downloadFile('/employee/exportemployees', filters, 'employees.csv').catch((e: Error) =>
      toast.error(e.message),
    );
  const error = list.error instanceof ApiError ? list.error : null;

  return (
    <main className="space-y-4">
      <PageHeader
        title={t('employees.all')}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/admin/employee/import">
                <Upload className="h-4 w-4" aria-hidden /> {t('imports.open')}
              </Link>
            </Button>
            <Button variant="outline" onClick={exportCsv}>
              <Download className="h-4 w-4" aria-hidden /> {t('common.exportCsv')}
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={() => list.refetch()}
              aria-label={t('common.refresh')}
              title={t('common.refresh')}
            >
              <RefreshCw className={`h-4 w-4 ${list.isFetching ? 'animate-spin' : ''}`} aria-hidden />
            </Button>
          </>
        }
      />

      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="employee-search" label={t('employees.search')} className="space-y-1 sm:col-span-2">
          {(control) => (
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-muted-foreground"
                aria-hidden
              />
              <Input
                {...control}
                type="search"
                className="pl-9"
                placeholder={t('employees.searchPlaceholder')}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </div>
          )}
        </Field>
        <Field id="employee-designation" label={t('employees.designation')} className="space-y-1">
          <NativeSelect
            value={filters.designation}
            onChange={(e) => setFilter('designation', e.target.value)}
          >
            <option value="">{t('common.all')}</option>
            {optionsOf('designation', list.data?.designations, filters.designation)}
          </NativeSelect>
        </Field>
        <Field id="employee-status" label={t('profile.status')} className="space-y-1">
          <NativeSelect value={status} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">{t('common.all')}</option>
            {employeeStatusLabels.map((s) => (
              <option key={s} value={s}>
                {label('status', s)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="employee-department" label={t('employees.department')} className="space-y-1">
          <NativeSelect value={filters.department} onChange={(e) => setFilter('department', e.target.value)}>
            <option value="">{t('common.all')}</option>
            {optionsOf('department', choices?.department, filters.department)}
          </NativeSelect>
        </Field>
        <Field id="employee-type" label={t('employees.employmentType')} className="space-y-1">
          <NativeSelect value={filters.employmentType} onChange={(e) => setFilter('type', e.target.value)}>
            <option value="">{t('common.all')}</option>
            {optionsOf('employment_type', choices?.employment_type, filters.employmentType)}
          </NativeSelect>
        </Field>
        <Field id="employee-manager" label={t('employees.manager')} className="space-y-1">
          <NativeSelect value={filters.managerId} onChange={(e) => setFilter('manager', e.target.value)}>
            <option value="">{t('common.all')}</option>
            {managers.map((m) => (
              <option key={m._id} value={m._id}>
                {m.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="employee-joined-from" label={t('employees.joinedFrom')} className="space-y-1">
            <DateInput
              picker
              value={filters.joinedFrom}
              max={filters.joinedTo || undefined}
              onChange={(v) => setFilter('from', v)}
            />
          </Field>
          <Field id="employee-joined-to" label={t('employees.joinedTo')} className="space-y-1">
            <DateInput
              picker
              value={filters.joinedTo}
              min={filters.joinedFrom || undefined}
              onChange={(v) => setFilter('to', v)}
            />
          </Field>
        </div>
        {filtered && (
          <div className="flex items-end sm:col-span-2 lg:col-span-4">
            <Button
              variant="ghost"
              onClick={() => {
                setText('');
                setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
              }}
            >
              {t('employees.clearFilters')}
            </Button>
          </div>
        )}
      </Card>

      {list.isError && (
        <div role="alert" className="rounded-lg border border-destructive/50 bg-card p-4 text-destructive">
          <p className="font-semibold">{t('employees.errorTitle')}</p>
          <p className="text-sm">
            {error
              ? t('common.error', { message: `${error.status} - ${error.statusText || error.message}` })
              : list.error.message}
          </p>
        </div>
      )}
      {list.isPending && <Loading />}
      {list.data && (
        <EmployeeTable
          employees={list.data.employees}
          onTerminate={(e: ListedEmployee) =>
            setTerminating({ _id: e._id, name: `${e.firstName} ${e.lastName}` })
          }
          onReport={(e: ListedEmployee) => setReporting(e._id)}
        />
      )}

      {list.data && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2 text-sm">
            <Label htmlFor="employee-page-size">{t('employees.rowsPerPage')}</Label>
            <NativeSelect
              id="employee-page-size"
              className="w-20"
              value={pageSize}
              onChange={(e) => setPageSize(Number(e.target.value))}
            >
              {pageSizes.map((n) => (
                <option key={n} value={n}>
                  {f.number(n)}
                </option>
              ))}
            </NativeSelect>
            <span className="text-muted-foreground" aria-live="polite">
              {list.data.total === 0
                ? t('employees.none')
                : t('pagination.range', {
                    from: f.number((page - 1) * pageSize + 1),
                    to: f.number(Math.min(page * pageSize, list.data.total)),
                    total: list.data.totalCapped
                      ? t('pagination.atLeast', { total: f.number(list.data.total) })
                      : f.number(list.data.total),
                  })}
            </span>
          </div>
          <Pagination page={page} pages={pages} onPage={setPage} label={t('employees.pages')} />
        </div>
      )}

      <TerminateDialog employee={terminating} onClose={() => setTerminating(null)} />
      <ReportDialog employeeId={reporting} onClose={() => setReporting(null)} />
    </main>
  );
}
