/**
 * Settings → Bikram Sambat calendar (decision 028): the years around today with their month lengths, which hr
 * confirmed against the official calendar, a year's correction in a dialog, and confirming a year.
 */
import { CheckCircle2, Pencil } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useCan, useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { IconButton } from '../../../client/components/ui/icon-button';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { toBs } from '../../../shared/bs';
import { localDate } from '../../../shared/calendar';
import type { BsYearRow } from '../contract';
import { BsYearDialog } from './bs-year-dialog';
import { useBsYears, useConfirmBsYear } from './calendar-api';

/** Years shown at once: two before this one, this one and three after. */
const SHOWN = 6;

export function BsCalendarCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const can = useCan();
  const timeZone = useTimeZone();
  const years = useBsYears();
  const confirm = useConfirmBsYear();
  const thisYear = toBs(localDate(new Date(), timeZone))?.year ?? 2083;
  const [from, setFrom] = useState(thisYear - 2);
  const [editing, setEditing] = useState<BsYearRow | null>(null);
  const [confirming, setConfirming] = useState<BsYearRow | null>(null);
  if (!can('manage:calendar')) return null;
  if (!ready(years)) return queryStatus(years);
  const all = years.data.years;
  const shown = all.filter((y) => y.year >= from && y.year < from + SHOWN);
  const first = all[0]?.year ?? from;
  const last = all.at(-1)?.year ?? from;
  return (
    <Card>
      <CardHeader className="space-y-1.5">
        <CardTitle>{t('bsCalendar.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('bsCalendar.description')}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('bsCalendar.year')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('bsCalendar.months')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('bsCalendar.total')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('bsCalendar.status')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('bsCalendar.source')}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t('bsCalendar.edit')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {shown.map((y) => (
                <tr key={y.year}>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {f.digits(y.year)}
                  </th>
                  <td className="whitespace-nowrap py-2 pr-3 font-mono">
                    {y.months.map((d) => f.digits(d)).join(' ')}
                  </td>
                  <td className="py-2 pr-3">{f.digits(y.months.reduce((a, d) => a + d, 0))}</td>
                  <td className="py-2 pr-3">
                    {y.confirmed ? (
                      <span className="inline-flex items-center gap-1 text-success">
                        <CheckCircle2 className="h-4 w-4" aria-hidden /> {t('bsCalendar.confirmed')}
                      </span>
                    ) : (
                      <span className="font-medium text-destructive">{t('bsCalendar.notConfirmed')}</span>
                    )}
                  </td>
                  <td className="py-2 pr-3 text-muted-foreground">{y.source}</td>
                  <td className="py-2">
                    <div className="flex justify-end gap-1">
                      <IconButton
                        icon={Pencil}
                        size="sm"
                        label={t('bsCalendar.editNamed', { year: f.digits(y.year) })}
                        onClick={() => setEditing(y)}
                      />
                      {!y.confirmed && (
                        <Button size="sm" variant="outline" onClick={() => setConfirming(y)}>
                          {t('bsCalendar.confirm')}
                          <span className="sr-only"> {f.digits(y.year)}</span>
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex justify-between">
          <Button variant="ghost" size="sm" disabled={from <= first} onClick={() => setFrom(from - SHOWN)}>
            {t('bsCalendar.earlier')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={from + SHOWN > last}
            onClick={() => setFrom(from + SHOWN)}
          >
            {t('bsCalendar.later')}
          </Button>
        </div>
      </CardContent>
      {editing && <BsYearDialog year={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('bsCalendar.confirmTitle', { year: f.digits(confirming?.year ?? 0) })}
        description={t('bsCalendar.confirmBody', { year: f.digits(confirming?.year ?? 0) })}
        action={t('bsCalendar.confirm')}
        pendingAction={t('bsCalendar.confirm')}
        pending={confirm.isPending}
        onAction={() =>
          confirming &&
          confirm.mutate(confirming.year, {
            onSuccess: () => {
              toast.success(t('bsCalendar.confirmedToast'));
              setConfirming(null);
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </Card>
  );
}
