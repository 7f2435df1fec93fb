/** The attendance rate as a bar, readable by screen readers as a progress bar with its percent. */
export function RateBar({ rate }: { rate: number | null }) {
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium">Attendance Rate</span>
        <span className="font-semibold">{rate === null ? 'No working days yet' : `${rate}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Attendance rate"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rate ?? 0}
        aria-valuetext={rate === null ? 'No working days yet' : `${rate}%`}
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${rate ?? 0}%` }} />
      </div>
    </div>
  );
}
