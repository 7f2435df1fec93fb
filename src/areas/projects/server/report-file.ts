/**
 * The project report as a file (issue 43): CSV (src/server/http/csv.ts) or XLSX (xlsx.ts), its columns in the
 * reader's language, hours with two decimals, then a row of totals. The grouping decides the columns: a
 * project's budget and the share used, a person's available hours and utilisation.
 */
import { csvFile } from '../../../server/http/csv.js';
import { wordsOf } from '../../../server/http/locale.js';
import { type XlsxCell, xlsxFile } from '../../../server/http/xlsx.js';
import { isoDateIn } from '../../../shared/bs.js';
import type { Locale } from '../../../shared/locale.js';
import type { ProjectReport, ReportRow } from '../contract.js';

/** A cell of the table: text, hours (from minutes) or a percentage. */
type Cell = string | null | { hours: number } | { percent: number | null };

const hours = (minutes: number | null): Cell => (minutes === null ? null : { hours: minutes / 60 });
const percent = (value: number | null): Cell => ({ percent: value });

/** The report's table: the header, a row per report row, the totals. */
function table(report: ProjectReport, locale: Locale) {
  const w = wordsOf(locale).projectReportFile;
  const g = report.group_by;
  // The row's code: a person's employee ID, an activity's project, a project's or client's own code.
  const header = [
    g === 'person' ? w.key : g === 'activity' ? w.project : w.code,
    w[g],
    w.hours,
    w.billableHours,
  ];
  if (g === 'project') header.push(w.budgetHours, w.usedPercent);
  if (g === 'person') header.push(w.availableHours, w.utilisationPercent);
  const extra = (
    r: Pick<ReportRow, 'budget_minutes' | 'used_percent' | 'available_minutes' | 'utilisation_percent'>,
  ) =>
    g === 'project'
      ? [hours(r.budget_minutes), percent(r.used_percent)]
      : g === 'person'
        ? [hours(r.available_minutes), percent(r.utilisation_percent)]
        : [];
  const available = report.rows.reduce((sum, r) => sum + (r.available_minutes ?? 0), 0);
  const rows: Cell[][] = [
    ...report.rows.map((r) => [
      r.code,
      g === 'client' && r.key === '' ? w.noClient : r.label,
      hours(r.minutes),
      hours(r.billable_minutes),
      ...extra(r),
    ]),
    [
      w.total,
      null,
      hours(report.totals.minutes),
      hours(report.totals.billable_minutes),
      ...(g === 'person'
        ? [
            hours(available),
            percent(available ? Math.round((report.totals.billable_minutes / available) * 1000) / 10 : null),
          ]
        : g === 'project'
          ? [null, null]
          : []),
    ],
  ];
  return { header, rows, sheet: w.sheet };
}

/** The file's name: the grouping and the period, its dates in the reader's calendar. */
export const reportFilename = (report: ProjectReport, locale: Locale, format: 'csv' | 'xlsx') =>
  `project-report-${report.group_by}-${isoDateIn(report.from, locale.calendar)}-${isoDateIn(report.to, locale.calendar)}.${format}`;

/** Hours with two decimals, a percentage as it is (one decimal at most). */
const csvText = (cell: Cell) =>
  cell === null || typeof cell === 'string'
    ? cell
    : 'hours' in cell
      ? cell.hours.toFixed(2)
      : cell.percent === null
        ? null
        : String(cell.percent);

export function reportCsv(report: ProjectReport, locale: Locale) {
  const { header, rows } = table(report, locale);
  return csvFile(
    header,
    rows.map((row) => row.map(csvText)),
  );
}

/** Hours as numbers shown with two decimals, percentages as numbers. */
const xlsxCell = (cell: Cell): XlsxCell =>
  cell === null || typeof cell === 'string'
    ? cell
    : 'hours' in cell
      ? { money: Math.round(cell.hours * 100) / 100 }
      : cell.percent;

export function reportXlsx(report: ProjectReport, locale: Locale) {
  const { header, rows, sheet } = table(report, locale);
  return xlsxFile(sheet, [header, ...rows.map((row) => row.map(xlsxCell))]);
}
