/** A manager's reports today: who is in, late, off or not yet in. */

import { useTimeZone } from '../../../client/components/layout/use-me';
import { StatusPill } from '../../../client/components/status-pill';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import { useTeamToday } from './team-api';

export function TeamToday() {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  const timeZone = useTimeZone();
  const today = useTeamToday(true);
  if (!ready(today)) return queryStatus(today);
  if (today.data.attendance.length === 0)
    return <p className="text-sm text-muted-foreground">{t('team.noReports')}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">{f.longDate(today.data.date)}</p>
      <ul className="divide-y divide-border rounded-lg border border-border bg-card">
        {today.data.attendance.map((row) => (
          <li
            key={row.employee._id}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
          >
            <div className="min-w-0">
              <p className="font-semibold">{row.employee.name}</p>
              <p className="text-muted-foreground">{orgName('designation', row.employee.designation)}</p>
            </div>
            <div className="flex items-center gap-3">
              {row.check_in_time && (
                <span className="text-muted-foreground">
                  {t('team.inAt', { time: f.time(row.check_in_time, timeZone) })}
                </span>
              )}
              <StatusPill status={row.status} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
