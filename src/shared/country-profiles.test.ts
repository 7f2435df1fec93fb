import { describe, expect, it } from 'vitest';
import {
  countryCodes,
  countryProfiles,
  fiscalYearLabel,
  fiscalYearName,
  profileOf,
  profileSettings,
  requiredIdentityOf,
} from './country-profiles.js';

describe('country profiles', () => {
  it("Nepal's fiscal year starts on 1 Shrawan and is named 2082/83 (NEPAL.md, Fiscal year: FY 2082/83 = 17 July 2025 – 16 July 2026)", () => {
    const np = countryProfiles.NP;
    expect(fiscalYearName('2025-07-16', np)).toBe('2081/82');
    expect(fiscalYearName('2025-07-17', np)).toBe('2082/83');
    expect(fiscalYearName('2026-01-01', np)).toBe('2082/83');
    expect(fiscalYearName('2026-07-16', np)).toBe('2082/83');
    // FY 2083/84 starts 17 July 2026 (1 Shrawan 2083).
    expect(fiscalYearName('2026-07-17', np)).toBe('2083/84');
    // The century turns: 2099/00 is not in the table, so the name still pads.
    expect(fiscalYearName('2042-07-17', np)).toMatch(/^\d{4}\/\d{2}$/);
  });

  it('a fiscal year is named from the year and month it starts in', () => {
    expect(fiscalYearLabel(2082, 4)).toBe('2082/83');
    expect(fiscalYearLabel(2099, 4)).toBe('2099/00');
    expect(fiscalYearLabel(2026, 1)).toBe('2026');
  });

  it('a fiscal year from January is named by its year; other Gregorian starts by both years', () => {
    expect(fiscalYearName('2026-03-31', countryProfiles.XX)).toBe('2026');
    const april = { fiscalYear: { calendar: 'gregorian', startMonth: 4 } } as const;
    expect(fiscalYearName('2026-03-31', april)).toBe('2025/26');
    expect(fiscalYearName('2026-04-01', april)).toBe('2026/27');
  });

  it("Nepal's defaults: Sunday to Friday, BS leave year from Shrawan, NPR, Kathmandu, its identity fields", () => {
    expect(countryCodes).toEqual(['NP', 'XX']);
    expect(profileSettings(countryProfiles.NP)).toEqual({
      workingDays: [0, 1, 2, 3, 4, 5],
      leaveYearStartMonth: 4,
      calendar: 'bs',
      periodCalendar: 'bs',
      currency: 'NPR',
      timeZone: 'Asia/Kathmandu',
      requiredIdentity: [],
    });
    expect(countryProfiles.NP.identity.map((f) => f.field)).toEqual([
      'pan',
      'ssfNumber',
      'citizenshipNumber',
      'citizenshipDistrict',
      'nin',
    ]);
    expect(countryProfiles.NP.leavePreset).toBe('np-labour-act-2074');
    expect(countryProfiles.NP.holidayCalendar).toBe('np');
    expect(profileSettings(countryProfiles.XX).workingDays).toEqual([1, 2, 3, 4, 5]);
    expect(profileOf('ZZ').code).toBe('NP');
  });

  it("requires what hr chose of the organisation's profile, in the profile's order, and nothing of another", () => {
    expect(requiredIdentityOf({ country: 'NP', requiredIdentity: ['nin', 'pan', 'ssn'] })).toEqual([
      'pan',
      'nin',
    ]);
    expect(requiredIdentityOf({ country: 'XX', requiredIdentity: ['pan'] })).toEqual([]);
  });
});
