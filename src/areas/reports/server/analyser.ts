/**
 * The built-in analyser: writes the report from the facts alone, in plain sentences, with sections whose
 * headings name a summary (the modal shows those as sub-headings). Deterministic, so it can be tested.
 */
import type { ReportFacts } from './facts.js';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const percent = (n: number) => `${n.toFixed(1).replace(/\.0$/, '')}%`;

export function tenureText(t: ReportFacts['tenure']): string {
  if (t.startsIn) return 'has not started yet';
  if (t.years === 0 && t.months === 0) return plural(t.days, 'day');
  return [t.years && plural(t.years, 'year'), t.months && plural(t.months, 'month')]
    .filter(Boolean)
    .join(' and ');
}

function rateVerdict(rate: number | null): string {
  if (rate === null) return 'not measurable yet';
  if (rate >= 95) return 'excellent';
  if (rate >= 90) return 'good';
  if (rate >= 80) return 'fair';
  return 'poor';
}

function trendText(trend: ReportFacts['attendance']['trend']): string {
  const { last30DaysRate: now, previous30DaysRate: before } = trend;
  if (now === null || before === null) return 'Not enough history yet to show a trend.';
  const change = Math.round((now - before) * 10) / 10;
  const direction = Math.abs(change) < 2 ? 'steady' : change > 0 ? 'improving' : 'declining';
  return `The last 30 days (${percent(now)}) against the 30 days before (${percent(before)}): ${direction}.`;
}

export function writeReport(f: ReportFacts): string {
  const e = f.employee;
  const a = f.attendance;
  const l = f.leave;
  const role = [e.designation, e.department && `in ${e.department}`].filter(Boolean).join(' ') || 'Employee';
  const lines: string[] = [];
  const section = (title: string, body: string[]) => lines.push('', title, ...body);

  lines.push(`Employee Report: ${e.name} (${e.employeeId})`, `${role}. Facts as of ${f.asOf}.`);

  const overall = [
    `${e.firstName} ${e.status === 'terminated' ? `was with the organisation from ${e.dateOfJoining} to ${e.terminatedOn}` : `has been with the organisation for ${tenureText(f.tenure)}`}.`,
    a.attendanceRate === null
      ? 'No attendance has been counted in the last 90 days yet.'
      : `Attendance over the last 90 days is ${rateVerdict(a.attendanceRate)} at ${percent(a.attendanceRate)}, with ${plural(a.lateDays, 'late arrival')}.`,
    `${plural(l.approvedDays, 'working day')} of approved leave in ${l.year}${l.pendingRequests ? `, and ${plural(l.pendingRequests, 'request')} awaiting a decision` : ''}.`,
  ];
  section('Overall Summary', [overall.join(' ')]);

  const employment = [
    `- Joined on ${e.dateOfJoining}${e.position ? ` as ${e.position}` : ''}${e.employmentType ? ` (${e.employmentType})` : ''}${e.workLocation ? `, working ${e.workLocation === 'office' ? 'from the office' : e.workLocation}` : ''}.`,
    `- Length of service: ${tenureText(f.tenure)}.`,
    `- Reports to: ${e.reportsTo ?? 'nobody (top of the organisation)'}.`,
  ];
  if (e.status === 'terminated') employment.push(`- Terminated on ${e.terminatedOn}.`);
  section('Tenure Summary', employment);

  const attendance =
    a.workingDays === 0
      ? ['- No working days to count in the period yet.']
      : [
          `- Period: ${a.from} to ${a.to} (${plural(a.workingDays, 'working day')}).`,
          `- Present on ${plural(a.presentDays, 'day')}, ${a.lateDays} of them late${a.averageMinutesLate === null ? '' : ` (on average ${plural(a.averageMinutesLate, 'minute')} after the ${a.workStart} start)`}.`,
          `- Absent on ${plural(a.absentDays, 'day')}; on approved leave on ${plural(a.leaveDays, 'day')}.`,
          `- Attendance rate: ${a.attendanceRate === null ? 'n/a' : percent(a.attendanceRate)} (present days out of present and absent days).`,
          `- Trend: ${trendText(a.trend)}`,
        ];
  section('Attendance Summary', attendance);

  const byType = Object.entries(l.approvedDaysByType)
    .filter(([, days]) => days > 0)
    .map(([type, days]) => `${type} ${days}`)
    .join(', ');
  section('Leave Summary', [
    `- Approved in ${l.year}: ${plural(l.approvedDays, 'working day')}${byType ? ` (${byType})` : ''}.`,
    `- Pending: ${plural(l.pendingRequests, 'request')} covering ${plural(l.pendingDays, 'working day')}.`,
    `- Rejected in ${l.year}: ${plural(l.rejectedRequests, 'request')}.`,
  ]);

  section(
    'Recommendations Summary',
    recommendations(f).map((r) => `- ${r}`),
  );
  return lines.join('\n');
}

function recommendations(f: ReportFacts): string[] {
  const a = f.attendance;
  const out: string[] = [];
  if (f.employee.status === 'terminated') return ['None: the employee has left the organisation.'];
  if (f.tenure.days < 90) out.push('Recently joined: schedule an onboarding check-in.');
  if (a.attendanceRate !== null && a.attendanceRate < 85)
    out.push('Attendance is below 85%: discuss the absences and any support needed.');
  if (a.presentDays >= 5 && a.lateDays / a.presentDays > 0.2)
    out.push('More than one arrival in five is late: review start time expectations or flexible hours.');
  const { last30DaysRate: now, previous30DaysRate: before } = a.trend;
  if (now !== null && before !== null && before - now >= 10)
    out.push('Attendance dropped sharply in the last 30 days: a conversation may help.');
  if (f.leave.pendingRequests) out.push('Decide the pending leave requests.');
  if (f.leave.approvedDays === 0 && f.tenure.days >= 180)
    out.push(`No leave taken in ${f.leave.year}: encourage time off to avoid burnout.`);
  if (!out.length) out.push('No concerns: keep up the regular check-ins.');
  return out;
}
