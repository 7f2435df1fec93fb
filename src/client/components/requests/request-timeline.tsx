/**
 * A request's steps in order (rules §10): who may decide each, what became of it, and every decision with who
 * made it (and for whom), when, and the note. An ordered list, so a screen reader says "step 2 of 3".
 */
import { Check, Circle, CircleDashed, Minus, X } from 'lucide-react';
import type { Approval, StepStatus } from '../../../areas/approvals/contract';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useTimeZone } from '../layout/use-me';

const icons: Record<StepStatus, typeof Check> = {
  approved: Check,
  rejected: X,
  pending: Circle,
  waiting: CircleDashed,
  skipped: Minus,
  cancelled: Minus,
};
const tones: Record<StepStatus, string> = {
  approved: 'text-success',
  rejected: 'text-destructive',
  pending: 'text-foreground',
  waiting: 'text-muted-foreground',
  skipped: 'text-muted-foreground',
  cancelled: 'text-muted-foreground',
};

export function RequestTimeline({ request }: { request: Approval }) {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  const list = (names: string[]) => names.join(t('approvals.listJoin'));
  return (
    <ol className="space-y-2" aria-label={t('approvals.timeline')}>
      {request.steps.map((step) => {
        const Icon = icons[step.status];
        const who = list([
          ...step.approvers.map((a) => a.name),
          ...(step.hr ? [t('approvals.source.hr')] : []),
        ]);
        return (
          <li key={step.position} className="flex gap-2 text-sm">
            <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', tones[step.status])} aria-hidden />
            <div className="min-w-0 space-y-0.5">
              <p>
                <span className="font-medium">
                  {t('approvals.stepOf', {
                    n: f.digits(step.position),
                    total: f.digits(request.steps.length),
                  })}
                </span>{' '}
                · {t(`approvals.stepStatus.${step.status}`)}
              </p>
              <p className="text-muted-foreground">
                {step.skip_reason
                  ? t('approvals.skippedNobody')
                  : t(step.mode === 'all' ? 'approvals.everyOf' : 'approvals.oneOf', { who })}
              </p>
              {step.decisions.map((d) => (
                <p key={`${d.by._id}-${d.at}`}>
                  {t(d.decision === 'approved' ? 'approvals.approvedBy' : 'approvals.rejectedBy', {
                    name: d.by.name,
                    when: f.instant(d.at, timeZone),
                  })}
                  {d.on_behalf_of && ` ${t('approvals.onBehalfOf', { name: d.on_behalf_of.name })}`}
                  {d.override && ` ${t('approvals.overrode')}`}
                  {d.note && (
                    <span className="block text-muted-foreground">{t('leave.note', { note: d.note })}</span>
                  )}
                </p>
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
