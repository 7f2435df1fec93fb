/**
 * Choosing an employee by typing: an ARIA combobox over the server's employee search (the list can hold tens of
 * thousands). Arrow keys move through the matches, Enter chooses, Escape closes.
 */
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import type { ListedEmployee } from '../../areas/employees/contract';
import { cn } from '../lib/cn';
import { useStatusOf } from '../lib/employee-status';
import { useFormat } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { useOrgName } from '../lib/names';
import { useEmployeeSearch } from '../lib/queries';
import { useDebounced } from '../lib/use-debounced';
import { Label } from './ui/label';

const nameOf = (e: ListedEmployee) => `${e.firstName} ${e.lastName}`;

export function EmployeeCombobox({
  selected,
  onSelect,
  invalid,
  label: labelText,
}: {
  selected: ListedEmployee | null;
  onSelect: (employee: ListedEmployee | null) => void;
  invalid?: boolean;
  /** The field's label; "Employee" unless given. */
  label?: string;
}) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  const statusOf = useStatusOf();
  /** Someone not simply active: on leave, gone, or still to join. */
  const noteOf = (e: ListedEmployee) => {
    const status = statusOf(e);
    return e.status !== 'Active' || status.joins ? status.text : null;
  };
  const id = useId();
  const listId = `${id}-options`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), 250);
  const search = useEmployeeSearch({ q, page: 1, pageSize: 10 }, open);
  const matches = open ? (search.data?.employees ?? []) : [];
  // A highlight left from a longer list of matches (the mouse, then more typing) points at nothing.
  const current = active < matches.length ? active : -1;

  const choose = (employee: ListedEmployee) => {
    onSelect(employee);
    setText(nameOf(employee));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (!matches.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = current < 0 && step < 0 ? 0 : current;
      setActive((from + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && open && matches[current]) {
      event.preventDefault();
      choose(matches[current]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const total = search.data?.total ?? matches.length;
  const status = !open
    ? ''
    : search.isError
      ? t('common.error', { message: search.error.message })
      : search.isPending
        ? t('payroll.searching')
        : matches.length === 0
          ? t('employees.noneFound')
          : total > matches.length
            ? t('payroll.foundSome', { total: f.number(total), shown: f.number(matches.length) })
            : t('payroll.found', { total: f.number(total) });

  return (
    <div className="relative space-y-2">
      <Label htmlFor={id}>{labelText ?? t('payroll.employee')}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          id={id}
          role="combobox"
          aria-expanded={open && matches.length > 0}
          aria-controls={open && matches.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          placeholder={t('payroll.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (selected) onSelect(null);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(
            'flex h-10 w-full rounded-md border border-border bg-card py-2 pr-3 pl-9 text-sm',
            'placeholder:text-muted-foreground aria-[invalid=true]:border-destructive',
          )}
        />
      </div>
      <p id={`${id}-status`} role="status" className="sr-only">
        {status}
      </p>
      {open && (
        <div className="absolute z-20 mt-1 w-full rounded-md border border-border bg-card shadow-lg">
          {matches.length > 0 ? (
            <div
              id={listId}
              role="listbox"
              aria-label={t('nav.employees')}
              className="max-h-72 overflow-auto py-1"
            >
              {matches.map((e, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the input (aria-activedescendant)
                <div
                  key={e._id}
                  id={`${listId}-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === current}
                  // Keeps focus in the input, so choosing with the mouse does not close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(e)}
                  onMouseEnter={() => setActive(i)}
                  className={cn('cursor-pointer px-3 py-2 text-sm', i === current && 'bg-muted')}
                >
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
                </div>
              ))}
            </div>
          ) : (
            <p className="px-3 py-2 text-sm text-muted-foreground" aria-hidden>
              {status}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
