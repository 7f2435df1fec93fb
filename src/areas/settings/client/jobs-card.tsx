/**
 * hr's window on background work (rules §12): how many jobs wait or run, and each job that failed every attempt,
 * with its last error and a retry.
 */
import toast from 'react-hot-toast';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { FailedJob } from '../../../shared/jobs';
import { useJobs, useRetryJob } from './settings-api';

export function JobsCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  const jobs = useJobs();
  const retryJob = useRetryJob();
  const retry = (which: { _id: string } | { all: true }) =>
    retryJob.mutate(which, {
      onSuccess: ({ retried }) =>
        toast.success(
          'all' in which
            ? t('notifications.jobs.retriedAll', { count: retried, n: f.number(retried) })
            : t('notifications.jobs.retried'),
        ),
    });
  const jobName = (job: FailedJob) =>
    t(`notifications.jobs.kind.${job.kind as 'email' | 'digest' | 'daily' | 'backup'}`, {
      name: job.name ?? '',
      date: job.date ? f.date(job.date) : '',
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications.jobs.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('notifications.jobs.description')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {!ready(jobs) ? (
          queryStatus(jobs)
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-4 text-center">
              {(['queued', 'running', 'dead'] as const).map((status) => (
                <div key={status} className="rounded-md border border-border p-3">
                  <dt className="text-sm text-muted-foreground">
                    {t(`notifications.jobs.status.${status}`)}
                  </dt>
                  <dd className="text-2xl font-semibold">{f.number(jobs.data.counts[status])}</dd>
                </div>
              ))}
            </dl>
            {jobs.data.failed.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('notifications.jobs.none')}</p>
            ) : (
              <>
                <div className="flex justify-end">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={retryJob.isPending}
                    onClick={() => retry({ all: true })}
                  >
                    {t('notifications.jobs.retryAll')}
                  </Button>
                </div>
                <ul className="max-h-[28rem] divide-y divide-border overflow-y-auto rounded-md border border-border">
                  {jobs.data.failed.map((job) => (
                    <li key={job._id} className="flex items-start justify-between gap-3 p-3 text-sm">
                      <div className="min-w-0 flex-1 space-y-1">
                        <p className="font-medium">{jobName(job)}</p>
                        <p className="text-muted-foreground">
                          {t('notifications.jobs.attempts')}: {f.number(job.attempts)} ·{' '}
                          {t('notifications.jobs.lastTried')}: {f.instant(job.updatedAt, timeZone)}
                        </p>
                        {job.lastError && (
                          <p className="break-words text-destructive">
                            {t('notifications.jobs.lastError')}: {job.lastError}
                          </p>
                        )}
                      </div>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={retryJob.isPending}
                        aria-label={t('notifications.jobs.retryNamed', { job: jobName(job) })}
                        className="shrink-0"
                        onClick={() => retry({ _id: job._id })}
                      >
                        {t('notifications.jobs.retry')}
                      </Button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
