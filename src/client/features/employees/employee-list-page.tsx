/**
 * /admin/employee/view-all-employee (spec §2 View All Employees). Search, filters and paging run on the server;
 * searching or filtering goes back to page 1.
 */
import { Download, RefreshCw, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { DEFAULT_PAGE_SIZE, type ListedEmployee, pageSizes } from '../../../shared/employees';
import { employeeStatusLabels } from '../../../shared/enums';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Pagination } from '../../components/ui/pagination';
import { Loading } from '../../components/ui/status';
import { ApiError } from '../../lib/api';
import { downloadFile } from '../../lib/files';
import { useEmployeeSearch } from '../../lib/queries';
import { EmployeeTable } from './employee-table';
import { ReportDialog } from './report-dialog';
import { TerminateDialog } from './terminate-dialog';

/** The search box waits for a pause in typing before asking the server. */
function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function EmployeeListPage() {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const [designation, setDesignation] = useState('');
  const [status, setStatus] = useState<'' | (typeof employeeStatusLabels)[number]>('');
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  // The page belongs to one search: any change of search, filter or page size starts again at page 1.
  const searchKey = JSON.stringify([q, designation, status, pageSize]);
  const [paging, setPaging] = useState({ searchKey, page: 1 });
  const page = paging.searchKey === searchKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ searchKey, page: next });
  const [terminating, setTerminating] = useState<{ _id: string; name: string } | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const filters = { q, designation, status };
  const list = useEmployeeSearch({ ...filters, page, pageSize });

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const exportCsv = () =>
    downloadFile('/employee/exportemployees', filters, 'employees.csv').catch((e: Error) =>
      toast.error(e.message),
    );
  const error = list.error instanceof ApiError ? list.error : null;

  return (
    <main className="space-y-4">
      <PageHeader
        title="All Employees"
        actions={
          <>
            <Button variant="outline" onClick={exportCsv}>
              <Download className="h-4 w-4" aria-hidden /> Export CSV
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={() => list.refetch()}
              aria-label="Refresh"
              title="Refresh"
            >
              <RefreshCw className={`h-4 w-4 ${list.isFetching ? 'animate-spin' : ''}`} aria-hidden />
            </Button>
          </>
        }
      />

      <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto_auto]">
        <Field id="employee-search" label="Search" className="space-y-1">
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
                placeholder="Name, email or designation"
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </div>
          )}
        </Field>
        <Field id="employee-designation" label="Designation" className="space-y-1">
          <NativeSelect value={designation} onChange={(e) => setDesignation(e.target.value)}>
            <option value="">All</option>
            {list.data?.designations.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="employee-status" label="Status" className="space-y-1">
          <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
            <option value="">All</option>
            {employeeStatusLabels.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </NativeSelect>
        </Field>
      </Card>

      {list.isError && (
        <div role="alert" className="rounded-lg border border-destructive/50 bg-card p-4 text-destructive">
          <p className="font-semibold">Error!</p>
          <p className="text-sm">
            {error ? `Error: ${error.status} - ${error.statusText || error.message}` : list.error.message}
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
            <Label htmlFor="employee-page-size">Rows per page</Label>
            <NativeSelect
              id="employee-page-size"
              className="w-20"
              value={pageSize}
              onChange={(e) => setPageSize(Number(e.target.value))}
            >
              {pageSizes.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
            <span className="text-muted-foreground" aria-live="polite">
              {list.data.total === 0
                ? '0 employees'
                : `${(page - 1) * pageSize + 1}–${Math.min(page * pageSize, list.data.total)} of ${list.data.total}`}
            </span>
          </div>
          <Pagination page={page} pages={pages} onPage={setPage} label="Employee list pages" />
        </div>
      )}

      <TerminateDialog employee={terminating} onClose={() => setTerminating(null)} />
      <ReportDialog employeeId={reporting} onClose={() => setReporting(null)} />
    </main>
  );
}
