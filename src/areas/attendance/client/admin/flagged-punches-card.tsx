/**
 * hr's punches to review (rules §15): each flagged punch with why (the device's clock far from the server's),
 * the time on the device and the time it arrived, above the day table while any waits. The day itself is
 * corrected in the day table, as ever; marking a punch reviewed takes it off this list.
 */
import { AlertTriangle } from 'lucide-react';
import toast from 'react-hot-toast';
import { Badge } from '../../../../client/components/ui/badge';
import { Button } from '../../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../client/components/ui/card';
import { queryStatus, ready } from '../../../../client/components/ui/status';
import { ApiError } from '../../../../client/lib/api';
import { useFormat } from '../../../../client/lib/format';
import { useTranslation } from '../../../../client/lib/i18n';
import type { FlaggedPunch } from '../../punch-schemas';
import { useFlaggedPunches, useReviewPunch } from './admin-attendance-api';

export function FlaggedPunchesCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const punches = useFlaggedPunches();
  // Nothing to review (or not known yet): nothing shown. A failed read says so, as every card does.
  if (punches.isPending || punches.data?.punches.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AlertTriangle className="h-5 w-5 text-amber-600" aria-hidden /> {t('flaggedPunches.title')}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t('flaggedPunches.description')}</p>
      </CardHeader>
      <CardContent>
        {!ready(punches) ? (
          queryStatus(punches)
        ) : (
          <ul aria-label={t('flaggedPunches.title')} className="divide-y divide-border">
            {punches.data.punches.map((punch) => (
              <PunchItem key={punch._id} punch={punch} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PunchItem({ punch, timeZone }: { punch: FlaggedPunch; timeZone: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const review = useReviewPunch();
  const mark = () =>
    review.mutate(punch._id, {
      onSuccess: () => toast.success(t('flaggedPunches.reviewed')),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('common.unexpected')),
    });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="space-y-1 text-sm">
        <p className="font-medium">
          {punch.employee.name}{' '}
          <span className="text-muted-foreground">({f.text(punch.employee.employeeId)})</span> ·{' '}
          {t(punch.action === 'in' ? 'flaggedPunches.clockIn' : 'flaggedPunches.clockOut')}
        </p>
        <p className="flex flex-wrap gap-1">
          {punch.flags.map((flag) => (
            <Badge key={flag} tone="yellow">
              {t(`flaggedPunches.${flag}`)}
            </Badge>
          ))}
        </p>
        <ul className="list-disc ps-5 text-muted-foreground">
          {punch.flags.map((flag) => (
            <li key={flag}>{t(`flaggedPunches.why.${flag}`)}</li>
          ))}
        </ul>
        {punch.date && <p>{t('flaggedPunches.day', { date: f.date(punch.date) })}</p>}
        {punch.location && (
          <p>
            {t(punch.location.accuracy === null ? 'flaggedPunches.location' : 'flaggedPunches.accuracy', {
              latitude: f.number(punch.location.latitude, { maximumFractionDigits: 5 }),
              longitude: f.number(punch.location.longitude, { maximumFractionDigits: 5 }),
              accuracy: f.number(Math.round(punch.location.accuracy ?? 0)),
            })}
          </p>
        )}
        {punch.device_time && (
          <p>{t('flaggedPunches.deviceTime', { time: f.instant(punch.device_time, timeZone) })}</p>
        )}
        <p>{t('flaggedPunches.receivedAt', { time: f.instant(punch.received_at, timeZone) })}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={review.isPending}
        onClick={mark}
        aria-label={t('flaggedPunches.reviewFor', { name: punch.employee.name })}
      >
        {t('flaggedPunches.review')}
      </Button>
    </li>
  );
}
