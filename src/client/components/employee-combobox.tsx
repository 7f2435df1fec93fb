/**
 * Choosing an employee by typing: the search combobox over the server's employee search (the list can hold tens
 * of thousands), each match with their designation, department and employee ID.
 */
import type { ListedEmployee } from '../../areas/employees/contract';
import { useStatusOf } from '../lib/employee-status';
import { useTranslation } from '../lib/i18n';
import { useOrgName } from '../lib/names';
import { useEmployeeSearch } from '../lib/queries';
import { type Matches, SearchCombobox } from './search-combobox';

const nameOf = (e: ListedEmployee) => `${e.firstName} ${e.lastName}`;

function useEmployeeMatches(q: string, enabled: boolean): Matches<ListedEmployee> {
  const search = useEmployeeSearch({ q, page: 1, pageSize: 10 }, enabled);
  return {
    matches: search.data?.employees ?? [],
    total: search.data?.total ?? 0,
    pending: search.isPending,
    error: search.error,
  };
}

export function EmployeeCombobox({
  selected,
  onSelect,
  invalid,
  label,
}: {
  selected: ListedEmployee | null;
  onSelect: (employee: ListedEmployee | null) => void;
  invalid?: boolean;
  /** The field's label; "Employee" unless given. */
  label?: string;
}) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const statusOf = useStatusOf();
  /** Someone not simply active: on leave, gone, or still to join. */
  const noteOf = (e: ListedEmployee) => {
    const status = statusOf(e);
    return e.status !== 'Active' || status.joins ? status.text : null;
  };
  return (
    <SearchCombobox
      label={label ?? t('payroll.employee')}
      listLabel={t('nav.employees')}
      placeholder={t('payroll.searchPlaceholder')}
      noneFound={t('employees.noneFound')}
      useMatches={useEmployeeMatches}
      textOf={nameOf}
      selected={selected !== null}
      onSelect={onSelect}
      invalid={invalid}
      option={(e) => (
        <>
          <span className="block font-medium">
            {nameOf(e)}
            {noteOf(e) && (
              // The space keeps the name a screen reader reads "Bikash Gurung (Joins Jan 5, 2999)".
              <>
                {' '}
                <span className="ml-1 whitespace-nowrap text-xs font-normal text-muted-foreground">
                  ({noteOf(e)})
                </span>
              </>
            )}
          </span>
          <span className="block text-xs text-muted-foreground">
            {[
              orgName('designation', e.employmentDetails.designation),
              orgName('department', e.employmentDetails.department),
              e.employmentDetails.employeeId,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      )}
    />
  );
}
