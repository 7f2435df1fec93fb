/**
 * A payslip as a PDF (rules §16, decision 018): pdf-lib with fontkit shaping Devanagari, the Noto Sans Devanagari
 * fonts of `@fontsource/noto-sans-devanagari` embedded (subset) from node_modules, nothing fetched at run time.
 * The font package splits the family by script, so each text is drawn in runs: Devanagari in the Devanagari
 * file, everything else in the Latin one. Words come from the reader's catalogue; figures in their digits.
 */
import 'regenerator-runtime/runtime.js'; // @pdf-lib/fontkit's Indic shaper expects it as a global.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { devanagariDigits } from '../../../shared/calendar-names.js';
import { catalogues } from '../../../shared/i18n/all.js';
import { translator } from '../../../shared/i18n/index.js';
import type { Locale } from '../../../shared/locale.js';
import { monthLabel } from '../../../shared/notifications.js';
import type { RunLine } from '../../../shared/payroll-api.js';
import { majorText } from '../../../shared/payroll-run.js';

const require = createRequire(import.meta.url);
const fontFile = (name: string) =>
  readFileSync(
    require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${name}-normal.woff`),
  );
let fonts: { latin: Buffer; devanagari: Buffer; latinBold: Buffer; devanagariBold: Buffer } | undefined;
const fontBytes = () =>
  (fonts ??= {
    latin: fontFile('latin-400'),
    devanagari: fontFile('devanagari-400'),
    latinBold: fontFile('latin-700'),
    devanagariBold: fontFile('devanagari-700'),
  });

export interface PayslipData {
  company: string;
  currency: string;
  period: string;
  calendar: 'gregorian' | 'bs';
  line: RunLine;
  yearToDate: { gross: number; tax: number; net: number };
}

/** Grouped thousands, two decimals, in the reader's digits: 1,234,567.89 or १,२३४,५६७.८९. */
export function moneyText(minor: number, locale: Locale) {
  const [whole, cents] = majorText(minor).split('.') as [string, string];
  const negative = whole.startsWith('-');
  const grouped = (negative ? whole.slice(1) : whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${negative ? '-' : ''}${grouped}.${cents}`;
  return locale.digits === 'devanagari' ? devanagariDigits(text) : text;
}

interface Fonts {
  regular: { latin: PDFFont; devanagari: PDFFont };
  bold: { latin: PDFFont; devanagari: PDFFont };
}
const DEVANAGARI = /[\u0900-\u097f\u1cd0-\u1cff\ua8e0-\ua8ff\u200c\u200d]+/gu;

/** Splits text into runs of one script each: [text, devanagari?]. */
function runsOf(text: string): [string, boolean][] {
  const out: [string, boolean][] = [];
  let at = 0;
  for (const m of text.matchAll(DEVANAGARI)) {
    if (m.index > at) out.push([text.slice(at, m.index), false]);
    out.push([m[0], true]);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push([text.slice(at), false]);
  return out;
}

function widthOf(text: string, size: number, set: Fonts['regular']) {
  return runsOf(text).reduce(
    (w, [t, dev]) => w + (dev ? set.devanagari : set.latin).widthOfTextAtSize(t, size),
    0,
  );
}

function write(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; size: number; set: Fonts['regular']; right?: boolean },
) {
  let x = at.right ? at.x - widthOf(text, at.size, at.set) : at.x;
  for (const [t, dev] of runsOf(text)) {
    const font = dev ? at.set.devanagari : at.set.latin;
    page.drawText(t, { x, y: at.y, size: at.size, font, color: rgb(0.1, 0.1, 0.12) });
    x += font.widthOfTextAtSize(t, at.size);
  }
}

export async function renderPayslip(data: PayslipData, locale: Locale): Promise<Uint8Array> {
  const t = translator(catalogues[locale.language]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = fontBytes();
  const embed = (b: Buffer) => doc.embedFont(b, { subset: true });
  const f: Fonts = {
    regular: { latin: await embed(bytes.latin), devanagari: await embed(bytes.devanagari) },
    bold: { latin: await embed(bytes.latinBold), devanagari: await embed(bytes.devanagariBold) },
  };
  const period = monthLabel(data.period, data.calendar, locale);
  const digits = (s: string) => (locale.digits === 'devanagari' ? devanagariDigits(s) : s);
  const money = (m: number) => moneyText(m, locale);
  doc.setTitle(`${t('payslip.title')} ${period} ${data.line.name}`);
  doc.setCreator('HRIS');

  const page = doc.addPage([595.28, 841.89]); // A4
  const left = 50;
  const right = 545;
  let y = 790;
  write(page, data.company, { x: left, y, size: 18, set: f.bold });
  write(page, t('payslip.title'), { x: right, y, size: 18, set: f.bold, right: true });
  y -= 24;
  write(page, `${t('payslip.period')}: ${period}`, { x: left, y, size: 11, set: f.regular });
  write(page, t('payslip.currency', { currency: data.currency }), {
    x: right,
    y,
    size: 11,
    set: f.regular,
    right: true,
  });
  y -= 30;
  const l = data.line;
  for (const [label, value] of [
    [t('payslip.employee'), l.name],
    [t('payslip.employeeId'), l.employee_code],
    [t('payslip.department'), l.department ?? ''],
  ] as const) {
    write(page, `${label}: ${value}`, { x: left, y, size: 11, set: f.regular });
    y -= 16;
  }
  write(
    page,
    t('payslip.paidDays', {
      paid: digits(String(l.details.paid_days)),
      days: digits(String(l.details.days_in_month)),
    }),
    {
      x: left,
      y,
      size: 11,
      set: f.regular,
    },
  );
  y -= 28;

  const nameOf = (e: { name: string; source: Record<string, unknown> }) =>
    e.source.basic ? t('payslip.basic') : e.source.from === 'unpaid_days' ? t('payslip.unpaidDays') : e.name;
  const section = (title: string, rows: [string, number][], total?: [string, number]) => {
    write(page, title, { x: left, y, size: 12, set: f.bold });
    y -= 6;
    page.drawLine({
      start: { x: left, y },
      end: { x: right, y },
      thickness: 0.7,
      color: rgb(0.6, 0.6, 0.65),
    });
    y -= 16;
    for (const [name, amount] of rows) {
      write(page, name, { x: left + 8, y, size: 11, set: f.regular });
      write(page, money(amount), { x: right, y, size: 11, set: f.regular, right: true });
      y -= 16;
    }
    if (total) {
      write(page, total[0], { x: left + 8, y, size: 11, set: f.bold });
      write(page, money(total[1]), { x: right, y, size: 11, set: f.bold, right: true });
      y -= 16;
    }
    y -= 12;
  };
  section(
    t('payslip.earnings'),
    l.details.earnings.map((e) => [nameOf(e), e.amount]),
    [t('payslip.gross'), l.gross],
  );
  section(
    t('payslip.deductions'),
    [
      ...l.details.deductions.map((d) => [nameOf(d), d.amount] as [string, number]),
      ...l.details.contributions.map((c) => [c.name, c.amount] as [string, number]),
      [t('payslip.incomeTax'), l.tax],
    ],
    [t('payslip.totalDeductions'), l.total_deductions],
  );
  page.drawRectangle({ x: left, y: y - 8, width: right - left, height: 28, color: rgb(0.93, 0.95, 0.98) });
  write(page, t('payslip.net'), { x: left + 8, y, size: 14, set: f.bold });
  write(page, money(l.net), { x: right - 8, y, size: 14, set: f.bold, right: true });
  y -= 44;
  if (l.details.contributions.some((c) => c.employer > 0)) {
    section(
      t('payslip.employerContributions'),
      l.details.contributions.map((c) => [c.name, c.employer]),
    );
  }
  section(
    t('payslip.yearToDate'),
    [
      [t('payslip.gross'), data.yearToDate.gross],
      [t('payslip.incomeTax'), data.yearToDate.tax],
    ],
    [t('payslip.net'), data.yearToDate.net],
  );
  return doc.save();
}
