/**
 * /roster (issue 42): who works which shift, a week or a month at a time (the reader's months: BS for a BS
 * reader). A manager sees their team; hr everyone or a department, and assigns from here: the Assign button, or a
 * person's day in the grid (click, or Enter on the focused cell).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../client/components/layout/page-header';
import { useCan, useMe, useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Field } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useLocale, useTranslation } from '../../../client/lib/i18n';
import { useOrgChoices, useOrgName } from '../../../client/lib/names';
import { addDays, eachDay, localDate, weekday } from '../../../shared/calendar';
import { periodsOf } from '../../../shared/periods';
import { AssignRosterDialog, type AssignStart } from './assign-roster-dialog';
import { RosterGrid, RosterLegend, RosterList } from './roster-grid';
import { useRoster } from './shifts-api';

type View = 'week' | 'month';

/** The days a view shows around `anchor`: a week from Sunday, or the month of the reader's calendar. */
export function rosterRange(view: View, anchor: string, calendar: 'gregorian' | 'bs') {
  if (view === 'week') {
    const from = addDays(anchor, -weekday(anchor));
    return { from, to: addDays(from, 6), month: null };
  }
  const periods = periodsOf(calendar);
  const month = periods.monthOf(anchor);
  const { first, last } = periods.rangeOf(month)!;
  return { from: first, to: last, month };
}

export function RosterPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const locale = useLocale();
  const can = useCan();
  const me = useMe().data?.user;
  const orgName = useOrgName();
  const hr = can('manage:shift');
  const everyone = can('read:attendance', 'any');
  const departments = useOrgChoices().data?.department ?? [];
  const today = localDate(new Date(), useTimeZone());
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(today);
  const [department, setDepartment] = useState('');
  const [assigning, setAssigning] = useState<AssignStart | null>(null);
  const range = rosterRange(view, anchor, locale.calendar);
  const roster = useRoster({
    from: range.from,
    to: range.to,
    ...(everyone && department ? { department } : {}),
  });
  const dates = eachDay(range.from, range.to);
  const step = (direction: 1 | -1) =>
    setAnchor(
      view === 'week'
        ? addDays(anchor, 7 * direction)
        : direction === 1
          ? addDays(range.to, 1)
          : addDays(range.from, -1),
    );
  const [year, month] = (range.month ?? '').split('-').map(Number) as [number, number];
  const title = range.month
    ? locale.calendar === 'bs'
      ? f.bsMonth(year, month)
      : f.monthCaption(year, month)
    : f.dateRange(range.from, range.to);
  const open = hr
    ? (person: { employee: { _id: string; name: string } }, date: string) =>
        setAssigning({
          people: [{ _id: person.employee._id, name: person.employee.name }],
          from: date,
          to: date,
        })
    : undefined;
  const startAssign = () =>
    setAssigning(
      department ? { department, from: range.from, to: range.to } : { from: range.from, to: range.to },
    );
  const nothingRostered = ready(roster) && roster.data.people.every((p) => p.days.length === 0);

  return (
    <main className="space-y-6">
      <PageHeader
        title={t('shifts.roster.title')}
        description={t(hr ? 'shifts.roster.descriptionHr' : 'shifts.roster.description')}
        actions={hr && <Button onClick={startAssign}>{t('shifts.roster.assign')}</Button>}
      />
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="inline-flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('shifts.roster.view')}</legend>
          {(['week', 'month'] as const).map((v) => (
            <Button
              key={v}
              size="sm"
              variant={view === v ? 'outline' : 'ghost'}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {t(`shifts.roster.${v}`)}
            </Button>
          ))}
        </fieldset>
        {everyone ? (
          <Field id="roster-department" label={t('shifts.roster.department')} className="min-w-48 space-y-1">
            <NativeSelect value={department} onChange={(e) => setDepartment(e.target.value)}>
              <option value="">{t('shifts.roster.allDepartments')}</option>
              {departments.map((d) => (
                <option key={d} value={d}>
                  {orgName('department', d)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : (
          me && <p className="text-sm text-muted-foreground">{t('shifts.roster.yourTeam')}</p>
        )}
      </div>
      <section aria-labelledby="roster-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="roster-title" className="text-lg font-semibold" aria-live="polite">
            {title}
          </h2>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => step(-1)}
              aria-label={t(`shifts.roster.previous.${view}`)}
            >
              <ChevronLeft className="h-4 w-4" aria-hidden />
            </Button>
            <Button variant="outline" size="sm" onClick={() => setAnchor(today)}>
              {t('shifts.today')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => step(1)}
              aria-label={t(`shifts.roster.next.${view}`)}
            >
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </div>
        {!ready(roster) ? (
          queryStatus(roster)
        ) : roster.data.people.length === 0 ? (
          <p className="py-6 text-sm text-muted-foreground">{t('shifts.roster.nobody')}</p>
        ) : (
          <>
            {nothingRostered && (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-border p-4">
                <p className="text-sm">
                  <span className="font-medium">{t('shifts.roster.none')}</span>{' '}
                  <span className="text-muted-foreground">{t('shifts.roster.noneHint')}</span>
                </p>
                {hr && (
                  <Button variant="outline" size="sm" onClick={startAssign}>
                    {t('shifts.roster.assign')}
                  </Button>
                )}
              </div>
            )}
            <RosterGrid
              key={`${range.from} ${department}`}
              reply={roster.data}
              dates={dates}
              today={today}
              compact={view === 'month'}
              labelledBy="roster-title"
              onOpen={open}
            />
            <RosterList reply={roster.data} dates={dates} today={today} onOpen={open} />
            <RosterLegend reply={roster.data} />
          </>
        )}
      </section>
      {assigning && <AssignRosterDialog start={assigning} onClose={() => setAssigning(null)} />}
    </main>
  );
}
