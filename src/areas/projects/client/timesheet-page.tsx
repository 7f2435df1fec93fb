/**
 * /projects: the Projects link's page, opening on the person's own timesheet for this week. The week (it starts
 * on the organisation's week start) and whose week it is live in the address (?week=2026-03-01&employee=…), so a
 * reload, the browser's Back or an approver's link keeps them. A line manager opens their team's weeks, a
 * project's manager their members', hr anyone's.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmployeeCombobox } from '../../../client/components/employee-combobox';
import { PageHeader } from '../../../client/components/layout/page-header';
import { useCan, useMe, useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Field } from '../../../client/components/ui/field';
import { IconButton } from '../../../client/components/ui/icon-button';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { queryStatus } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { addDays, localDate } from '../../../shared/calendar';
import type { ListedEmployee } from '../../employees/contract';
import { weekStartOf } from '../contract';
import { ProjectsNav } from './admin-nav';
import { useOtherPeople, useTimesheet } from './projects-api';
import { TimesheetStatusBadge } from './timesheet-status';
import { TimesheetWeek } from './timesheet-week';

export function TimesheetPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const me = useMe().data;
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const workingDays = me?.organisation.workingDays ?? [0, 1, 2, 3, 4, 5];
  const thisWeek = weekStartOf(localDate(new Date(), timeZone), workingDays);
  const asked = params.get('week');
  const week = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? weekStartOf(asked, workingDays) : thisWeek;
  const employee = params.get('employee') ?? undefined;
  const show = (next: { week?: string; employee?: string | null }) => {
    const p = new URLSearchParams();
    const w = next.week ?? week;
    if (w !== thisWeek) p.set('week', w);
    const e = next.employee === undefined ? employee : next.employee;
    if (e) p.set('employee', e);
    setParams(p, { preventScrollReset: true });
  };
  const timesheet = useTimesheet(week, employee);
  const data = timesheet.data;
  const range = f.dateRange(week, addDays(week, 6));

  return (
    <main className="space-y-6">
      <PageHeader
        title={t('timesheet.title')}
        description={
          data && employee
            ? t('timesheet.othersDescription', { name: data.employee.name })
            : t('timesheet.description')
        }
        actions={<Whose employee={employee} onChange={(id) => show({ employee: id })} />}
      />
      <ProjectsNav />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-1">
            <IconButton
              icon={ChevronLeft}
              label={t('timesheet.previousWeek')}
              onClick={() => show({ week: addDays(week, -7) })}
            />
            <CardTitle className="px-1 text-base" aria-live="polite">
              {t('timesheet.week', { range })}
            </CardTitle>
            <IconButton
              icon={ChevronRight}
              label={t('timesheet.nextWeek')}
              onClick={() => show({ week: addDays(week, 7) })}
            />
          </div>
          <div className="flex items-center gap-2">
            {data && <TimesheetStatusBadge status={data.status} />}
            <Button
              variant="outline"
              size="sm"
              disabled={week === thisWeek}
              onClick={() => show({ week: thisWeek })}
            >
              {t('timesheet.thisWeek')}
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {queryStatus(timesheet, t('timesheet.loading')) ??
            (data && <TimesheetWeek key={`${employee ?? 'me'}:${week}`} week={data} employeeId={employee} />)}
        </CardContent>
      </Card>
    </main>
  );
}

/** Whose week: hr searches everyone; a manager picks among their team and their projects' members. */
function Whose({ employee, onChange }: { employee?: string; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const everyone = can('read:timesheet', 'any');
  const others = useOtherPeople(!everyone);
  const [picked, setPicked] = useState<ListedEmployee | null>(null);
  if (everyone)
    return (
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-64">
          <EmployeeCombobox
            label={t('timesheet.whose')}
            selected={picked}
            onSelect={(person) => {
              setPicked(person);
              if (person) onChange(person._id);
            }}
          />
        </div>
        {employee && (
          <Button
            variant="outline"
            onClick={() => {
              setPicked(null);
              onChange(null);
            }}
          >
            {t('timesheet.mine')}
          </Button>
        )}
      </div>
    );
  if (others.length === 0) return null;
  return (
    <Field id="timesheet-whose" label={t('timesheet.whose')} className="w-64">
      <NativeSelect value={employee ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t('timesheet.mine')}</option>
        {others.map((person) => (
          <option key={person._id} value={person._id}>
            {person.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
