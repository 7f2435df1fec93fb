/**
 * The dashboard's timer (issue 43): start it on a project and activity of one's own, watch it run, stop it, and
 * its time goes into today's cell of the timesheet. Shown to people on a project (or with a timer running); a week
 * waiting for approval or approved says why no timer starts.
 */
import { Lock, Play, Square, Timer as TimerIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { useMe, useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Form } from '../../../client/components/ui/form';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { say } from '../../../client/lib/messages';
import { localDate } from '../../../shared/calendar';
import { type Timer, weekStartOf } from '../contract';
import { projectLabel } from './project-label';
import { useStartTimer, useStopTimer, useTimer, useTimesheet } from './projects-api';
import { ProjectActivityFields, useChoiceForm } from './timesheet-dialogs';

export function TimerCard() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const workingDays = useMe().data?.organisation.workingDays ?? [0, 1, 2, 3, 4, 5];
  const week = useTimesheet(weekStartOf(localDate(new Date(), timeZone), workingDays));
  const timer = useTimer();
  const projects = week.data?.projects ?? [];
  // A week waiting for approval or approved takes no time: the card says so rather than going.
  const closed = week.data?.status === 'submitted' || week.data?.status === 'approved';
  if (!timer.isSuccess || !week.isSuccess || (!timer.data && !closed && projects.length === 0)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TimerIcon className="h-5 w-5 text-primary" aria-hidden /> {t('timesheet.timer.title')}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t('timesheet.timer.description')}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        {timer.data ? (
          <Running timer={timer.data} />
        ) : closed ? (
          <p className="flex items-start gap-2 text-sm">
            <Lock className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
            {t(`timesheet.timer.${week.data.status === 'approved' ? 'approved' : 'submitted'}`)}
          </p>
        ) : (
          <StartTimer projects={projects} />
        )}
        <Link to="/projects" className="inline-block text-sm text-primary underline-offset-4 hover:underline">
          {t('timesheet.timer.open')}
        </Link>
      </CardContent>
    </Card>
  );
}

function StartTimer({
  projects,
}: {
  projects: NonNullable<ReturnType<typeof useTimesheet>['data']>['projects'];
}) {
  const { t } = useTranslation();
  const form = useChoiceForm();
  const start = useStartTimer();
  return (
    <Form
      form={form}
      id="timer"
      className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
      onSubmit={(body) =>
        start.mutate(body, {
          onSuccess: () => toast.success(t('timesheet.timer.started')),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      <ProjectActivityFields projects={projects} />
      <Button type="submit" disabled={start.isPending}>
        <Play className="h-4 w-4" aria-hidden />
        {start.isPending ? t('timesheet.timer.starting') : t('timesheet.timer.start')}
      </Button>
    </Form>
  );
}

function Running({ timer }: { timer: Timer }) {
  const { t } = useTranslation();
  const f = useFormat();
  const stop = useStopTimer();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const seconds = Math.max(0, Math.floor((now - Date.parse(timer.started_at)) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const elapsed = `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <p className="text-sm font-medium">
          {t('timesheet.timer.running', {
            project: projectLabel(timer.project),
            activity: timer.activity.name,
          })}
        </p>
        <span className="sr-only">{t('timesheet.timer.elapsed')} </span>
        <time className="block font-mono text-3xl font-bold tabular-nums">{f.text(elapsed)}</time>
      </div>
      <Button
        variant="destructive"
        disabled={stop.isPending}
        onClick={() =>
          stop.mutate(undefined, {
            onSuccess: (reply) =>
              reply.not_recorded
                ? toast.error(t('timesheet.timer.notRecorded', { reason: say(reply.not_recorded) }))
                : toast.success(t('timesheet.timer.stopped', { duration: f.duration(reply.minutes) })),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        <Square className="h-4 w-4" aria-hidden />
        {stop.isPending ? t('timesheet.timer.stopping') : t('timesheet.timer.stop')}
      </Button>
    </div>
  );
}
