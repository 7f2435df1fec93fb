/**
 * A timesheet request as its approver (and its owner) sees it: the week, its hours (in all, or on the projects the
 * viewer manages when that is all they may read) and per project, and a link to the week itself.
 */
import { Link } from 'react-router';
import { ErrorMessage } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { addDays } from '../../../shared/calendar';
import { projectLabel } from './project-label';
import { useTimesheet } from './projects-api';

export function TimesheetRequestLines({
  employeeId,
  weekStart,
  minutes,
  scope,
}: {
  employeeId: string;
  weekStart: string;
  minutes: number;
  scope: 'all' | 'yours';
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const week = useTimesheet(weekStart, employeeId);
  const perProject = new Map<string, { name: string; minutes: number }>();
  for (const row of week.data?.rows ?? []) {
    const name = projectLabel(row.project);
    const sum = row.cells.reduce((s, c) => s + c.minutes, 0);
    const had = perProject.get(row.project._id);
    perProject.set(row.project._id, { name, minutes: (had?.minutes ?? 0) + sum });
  }
  // A row kept with its hours cleared asks nothing of its project: "Clinic app 0 h" would only be noise.
  for (const [id, p] of perProject) if (p.minutes === 0) perProject.delete(id);
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium">
        {t('timesheet.request.week', { range: f.dateRange(weekStart, addDays(weekStart, 6)) })}
      </p>
      <p>
        {t(scope === 'yours' ? 'timesheet.request.totalYours' : 'timesheet.request.total', {
          hours: f.duration(minutes),
        })}
      </p>
      {/* The hours per project come from the week itself: a failure to read it is said, not left a gap. */}
      {week.isError && <ErrorMessage message={week.error.message} />}
      {perProject.size > 0 && <p className="text-muted-foreground">{t('timesheet.request.perProject')}</p>}
      {perProject.size > 0 && (
        <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-3 gap-y-1">
          {[...perProject.values()].map((p) => (
            <div key={p.name} className="contents">
              <dt className="break-words text-muted-foreground">{p.name}</dt>
              <dd className="text-right tabular-nums">{f.duration(p.minutes)}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link
        to={`/projects?week=${weekStart}&employee=${employeeId}`}
        className="inline-block text-primary underline-offset-4 hover:underline"
      >
        {t('timesheet.request.open')}
      </Link>
    </div>
  );
}
