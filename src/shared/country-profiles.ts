/**
 * Country profiles (issue 40): what an organisation in a country starts from, as data. Nepal (`NP`) is the
 * default for a new organisation; `XX` ("Other") is a generic profile so an organisation elsewhere is possible.
 * Applying a profile in Settings copies its defaults (working week, leave year, calendars, currency, time zone)
 * onto the organisation's settings; the identity fields it lists are the ones the employee form and import show.
 */
import { toBs } from './bs.js';
import type { CalendarSystem } from './locale.js';

/** The identity numbers an employee may have (each optional unless a profile requires it). */
export const identityFields = [
  'pan',
  'ssfNumber',
  'citizenshipNumber',
  'citizenshipDistrict',
  'nin',
  'taxId',
  'ssn',
] as const;
export type IdentityField = (typeof identityFields)[number];
/** Each identity field's name as a refusal names it (`{{field, field}}`; the catalogues' fields.ts translate it). */
export const identityFieldNames = {
  pan: 'PAN',
  ssfNumber: 'SSF number',
  citizenshipNumber: 'Citizenship number',
  citizenshipDistrict: 'Citizenship district',
  nin: 'NIN',
  taxId: 'Tax ID',
  ssn: 'SSN',
} as const satisfies Record<IdentityField, string>;

export interface CountryProfile {
  code: string;
  /** The identity fields shown, in the order the form shows them; `required` ones must be filled. */
  identity: readonly { field: IdentityField; required: boolean }[];
  /** The fiscal year (and the leave year a profile starts with) begins on day 1 of this month of `calendar`. */
  fiscalYear: { calendar: CalendarSystem; startMonth: number };
  /** 0 = Sunday … 6 = Saturday. */
  workingDays: readonly number[];
  currency: string;
  timeZone: string;
  /** The calendar dates are shown in, and the one months and leave years are counted in. */
  calendar: CalendarSystem;
  periodCalendar: CalendarSystem;
  /** The leave preset hr may adopt (the leave area's), and the holiday calendar shipped for the country. */
  leavePreset: string | null;
  holidayCalendar: string | null;
  /**
   * The festival allowance the law requires, in months of basic a year, paid in one run hr chooses (pro rata under
   * a year's service), and where it is written; null where the law requires none.
   */
  festivalAllowance: { monthsOfBasic: number; source: string; defaultFestival: string } | null;
  /**
   * The social security fund the law enrols everyone in, as a contribution scheme hr may add: each side's rate of
   * basic in basis points and what each part goes to.
   */
  socialSecurityFund: {
    name: string;
    employeeRate: number;
    employerRate: number;
    parts: readonly { name: string; employeeRate: number; employerRate: number }[];
    source: string;
  } | null;
}

export const countryProfiles = {
  /**
   * Nepal: the fiscal year starts on 1 Shrawan (BS month 4) and is named "2082/83"; the working week is Sunday to
   * Friday (Saturday the weekly off, Labour Act 2074 s.28); rupees; Kathmandu; Bikram Sambat.
   */
  NP: {
    code: 'NP',
    identity: [
      { field: 'pan', required: false },
      { field: 'ssfNumber', required: false },
      { field: 'citizenshipNumber', required: false },
      { field: 'citizenshipDistrict', required: false },
      { field: 'nin', required: false },
    ],
    fiscalYear: { calendar: 'bs', startMonth: 4 },
    workingDays: [0, 1, 2, 3, 4, 5],
    currency: 'NPR',
    timeZone: 'Asia/Kathmandu',
    calendar: 'bs',
    periodCalendar: 'bs',
    leavePreset: 'np-labour-act-2074',
    holidayCalendar: 'np',
    // Paid at the festival the worker chooses in writing, Dashain by default (s.37).
    festivalAllowance: { monthsOfBasic: 1, source: 'Labour Act 2074 s.37', defaultFestival: 'Dashain' },
    // 31 % of basic: provident fund 10 + 10, gratuity 8.33 (Labour Act s.53), medical/maternity 1 (employee),
    // accident/disability 1.4 and dependent family 0.27 (employer).
    socialSecurityFund: {
      name: 'Social Security Fund',
      employeeRate: 1_100,
      employerRate: 2_000,
      parts: [
        { name: 'Provident fund', employeeRate: 1_000, employerRate: 1_000 },
        { name: 'Medical and maternity', employeeRate: 100, employerRate: 0 },
        { name: 'Gratuity', employeeRate: 0, employerRate: 833 },
        { name: 'Accident and disability', employeeRate: 0, employerRate: 140 },
        { name: 'Dependent family', employeeRate: 0, employerRate: 27 },
      ],
      source: 'Contribution-Based Social Security Act 2074; Labour Act 2074 ss.52-53',
    },
  },
  /** Anywhere else: Monday to Friday, Gregorian, the fiscal year from January, generic tax id and SSN. */
  XX: {
    code: 'XX',
    identity: [
      { field: 'taxId', required: false },
      { field: 'ssn', required: false },
    ],
    fiscalYear: { calendar: 'gregorian', startMonth: 1 },
    workingDays: [1, 2, 3, 4, 5],
    currency: 'USD',
    timeZone: 'UTC',
    calendar: 'gregorian',
    periodCalendar: 'gregorian',
    leavePreset: null,
    holidayCalendar: null,
    festivalAllowance: null,
    socialSecurityFund: null,
  },
} as const satisfies Record<string, CountryProfile>;

export type CountryCode = keyof typeof countryProfiles;
export const countryCodes = Object.keys(countryProfiles) as [CountryCode, ...CountryCode[]];
export const DEFAULT_COUNTRY: CountryCode = 'NP';

export const profileOf = (code: string): CountryProfile =>
  countryProfiles[code as CountryCode] ?? countryProfiles[DEFAULT_COUNTRY];

/** The identity fields a profile requires of everyone by itself: what an organisation taking it starts with. */
export const profileRequired = (profile: CountryProfile): IdentityField[] =>
  profile.identity.filter((i) => i.required).map((i) => i.field);

/**
 * The identity fields every employee must have (decision 006): those hr chose in Settings that the organisation's
 * profile shows, in the profile's order (a field of another profile, left from before a change, asks nothing).
 */
export const requiredIdentityOf = (org: { country: string; requiredIdentity: readonly string[] }) =>
  profileOf(org.country)
    .identity.map((i) => i.field)
    .filter((field) => org.requiredIdentity.includes(field));

/** What the required-identity rule needs (decision 006): the fields required, and all the profile shows. */
export interface IdentityRule {
  required: readonly IdentityField[];
  shown: readonly IdentityField[];
}
export const identityRuleOf = (org: {
  country: string;
  requiredIdentity: readonly string[];
}): IdentityRule => ({
  required: requiredIdentityOf(org),
  shown: profileOf(org.country).identity.map((i) => i.field),
});

/** The fields of the settings row a profile's defaults set (Settings' "apply profile"). */
export function profileSettings(profile: CountryProfile) {
  return {
    workingDays: [...profile.workingDays],
    leaveYearStartMonth: profile.fiscalYear.startMonth,
    calendar: profile.calendar,
    periodCalendar: profile.fiscalYear.calendar,
    currency: profile.currency,
    timeZone: profile.timeZone,
    requiredIdentity: profileRequired(profile),
  };
}

/** The name of the fiscal year that starts in `startYear` on month `startMonth`: "2082/83", or "2026" from January. */
export const fiscalYearLabel = (startYear: number, startMonth: number) =>
  startMonth === 1 ? String(startYear) : `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`;

/**
 * The name of the fiscal year a Gregorian `yyyy-mm-dd` falls in: "2082/83" for a year that starts in one year of
 * its calendar and ends in the next (Nepal: 1 Shrawan 2082, 17 July 2025, to the end of Asar 2083), the year
 * alone ("2026") for one that starts in January. Outside the BS table, the Gregorian year with the same start.
 */
export function fiscalYearName(date: string, profile: Pick<CountryProfile, 'fiscalYear'>): string {
  const { calendar, startMonth } = profile.fiscalYear;
  const bs = calendar === 'bs' ? toBs(date) : undefined;
  const year = bs?.year ?? Number(date.slice(0, 4));
  const month = bs?.month ?? Number(date.slice(5, 7));
  return fiscalYearLabel(month >= startMonth ? year : year - 1, startMonth);
}
