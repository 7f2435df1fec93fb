import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';

/** The attendance rate as a bar, readable by screen readers as a progress bar with its percent. */
export function RateBar({ rate }: { rate: number | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = rate === null ? t('attendance.noWorkingDays') : `${f.number(rate)}%`;
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium">{t('attendance.rate')}</span>
        <span className="font-semibold">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('attendance.rateLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rate ?? 0}
        aria-valuetext={text}
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${rate ?? 0}%` }} />
      </div>
    </div>
  );
}
