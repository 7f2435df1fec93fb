/**
 * A payslip as a PDF (rules §16, decision 018): pdf-lib with fontkit shaping Devanagari, the Noto Sans Devanagari
 * fonts of `@fontsource/noto-sans-devanagari` embedded (subset) from node_modules, nothing fetched at run time.
 * The font package splits the family by script, so each text is drawn in runs: Devanagari in the Devanagari
 * file, everything else in the Latin one. Words come from the reader's catalogue; figures in their digits.
 */
import 'regenerator-runtime/runtime.js'; // @pdf-lib/fontkit's Indic shaper expects it as a global.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { devanagariDigits } from '../../../shared/calendar-names.js';
import { catalogues } from '../../../shared/i18n/all.js';
import { translator } from '../../../shared/i18n/index.js';
import type { Locale } from '../../../shared/locale.js';
import { majorText } from '../../../shared/payroll-run.js';
import { monthLabel } from '../../notifications/contract.js';
import { payRows, taxWhy } from '../payslip-why.js';
import type { PayslipPerson, RunLine } from '../schemas.js';

const require = createRequire(import.meta.url);
const fontFile = (name: string) =>
  sfntOf(
    readFileSync(
      require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${name}-normal.woff`),
    ),
  );

/**
 * A WOFF 1.0 file unpacked into the plain font (W3C WOFF §4–5: each table zlib-compressed unless its compressed
 * length equals its original). fontkit inflates a WOFF table again on every read, the glyph table once per glyph
 * subset, which made a Nepali payslip take 0.5 s; unpacked once, fonts parsed once (`sharedFontkit`), it is ms.
 */
export function sfntOf(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const head = Buffer.alloc(12 + count * 16);
  head.writeUInt32BE(woff.readUInt32BE(4), 0); // the font's flavour: TrueType or CFF
  const log2 = Math.floor(Math.log2(count));
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(16 * 2 ** log2, 6);
  head.writeUInt16BE(log2, 8);
  head.writeUInt16BE(count * 16 - 16 * 2 ** log2, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    head.writeUInt32BE(t.tag, at);
    head.writeUInt32BE(t.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
let fonts: { latin: Buffer; devanagari: Buffer; latinBold: Buffer; devanagariBold: Buffer } | undefined;
const fontBytes = () =>
  (fonts ??= {
    latin: fontFile('latin-400'),
    devanagari: fontFile('devanagari-400'),
    latinBold: fontFile('latin-700'),
    devanagariBold: fontFile('devanagari-700'),
  });

type Font = ReturnType<typeof fontkit.create>;

/** Shaping Devanagari is most of a payslip's time and the same labels recur on every one: each text shaped once. */
function withLayoutCache(font: Font): Font {
  const shaped = new Map<string, ReturnType<Font['layout']>>();
  const layout = font.layout.bind(font);
  font.layout = (text, features) => {
    if (features !== undefined) return layout(text, features);
    if (shaped.size > 300) shaped.clear();
    const run = shaped.get(text) ?? layout(text);
    shaped.set(text, run);
    return run;
  };
  return font;
}

/**
 * fontkit for pdf-lib, parsing each font file once per process rather than once per PDF: a parsed font is only
 * read (each document makes its own subset of it).
 */
const parsed = new Map<Uint8Array, Font>();
const sharedFontkit: typeof fontkit = {
  create: (bytes, name) => {
    const font = parsed.get(bytes) ?? withLayoutCache(fontkit.create(bytes, name));
    parsed.set(bytes, font);
    return font;
  },
};

export interface PayslipData {
  company: string;
  currency: string;
  period: string;
  calendar: 'gregorian' | 'bs';
  /** The fiscal year's name: "2082/83". */
  fiscalYear: string;
  line: RunLine;
  person: PayslipPerson;
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
  doc.registerFontkit(sharedFontkit);
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

  const size: [number, number] = [595.28, 841.89]; // A4
  let page = doc.addPage(size);
  const left = 50;
  const right = 545;
  let y = 790;
  /** Room for `height` more points on this page, else the rest goes on a new one. */
  const room = (height: number) => {
    if (y - height >= 50) return;
    page = doc.addPage(size);
    y = 790;
  };
  const regular = (text: string, x: number, at = y, alignRight = false) =>
    write(page, text, { x, y: at, size: 11, set: f.regular, right: alignRight });
  write(page, data.company, { x: left, y, size: 18, set: f.bold });
  write(page, t('payslip.title'), { x: right, y, size: 18, set: f.bold, right: true });
  y -= 24;
  regular(`${t('payslip.period')}: ${period}`, left);
  regular(t('payslip.currency', { currency: data.currency }), right, y, true);
  y -= 30;
  const l = data.line;
  const p = data.person;
  // Who it is for on the left, their numbers and the fiscal year on the right.
  const facts = (rows: [string, string | null][]) =>
    rows.filter((r): r is [string, string] => Boolean(r[1])).map(([label, value]) => `${label}: ${value}`);
  const leftFacts = facts([
    [t('payslip.employee'), l.name],
    [t('payslip.employeeId'), l.employee_code],
    [t('payslip.designation'), p.designation],
    [t('payslip.department'), l.department],
  ]);
  const rightFacts = facts([
    [t('payslip.fiscalYear'), digits(data.fiscalYear)],
    [t('payslip.pan'), p.pan && digits(p.pan)],
    [t('payslip.ssfNumber'), p.ssf_number && digits(p.ssf_number)],
  ]);
  for (let i = 0; i < Math.max(leftFacts.length, rightFacts.length); i++) {
    if (leftFacts[i]) regular(leftFacts[i]!, left);
    if (rightFacts[i]) regular(rightFacts[i]!, right, y, true);
    y -= 16;
  }
  regular(
    t('payslip.paidDays', {
      paid: digits(String(l.details.paid_days)),
      days: digits(String(l.details.days_in_month)),
    }),
    left,
  );
  y -= 28;

  const pay = payRows(l, t);
  const section = (title: string, rows: [string, number][], total?: [string, number]) => {
    room(40 + 16 * (rows.length + (total ? 1 : 0)));
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
      write(page, name, { x: left + 8, y, size: name.length > 70 ? 9 : 11, set: f.regular });
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
  section(t('payslip.earnings'), pay.earnings, [t('payslip.gross'), l.gross]);
  section(t('payslip.deductions'), pay.deductions, [t('payslip.totalDeductions'), l.total_deductions]);
  room(44);
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
  const why = taxWhy(l);
  if (why.rows.length > 0)
    section(
      t('payslip.why.title'),
      why.rows.map((r) => [t(`payslip.why.${r.key}`, { months: digits(String(why.monthsLeft)) }), r.amount]),
    );
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
