/**
 * Migration 0038 (country profile and identity fields, issue 40): a new organisation starts on Nepal's profile,
 * an existing one keeps every setting it had (its working week above all) and every employee's SSN and tax id.
 */
import { describe, expect, it } from 'vitest';
import { migratedDatabase, migrateOn } from './migration-test-helpers.js';

const settingsQuery = `select country, working_days, calendar, period_calendar, leave_year_start_month, currency,
  time_zone from organisation_settings`;

describe('migration country_profile_identity', () => {
  it('keeps an existing organisation’s week, calendars and leave year, and every SSN and tax id', async () => {
    const client = await migratedDatabase('country_profile_identity');
    // The organisation as today's schema made it (Monday–Friday, Gregorian), with SSNs and tax ids filled.
    await client.query('insert into organisation_settings (id) values (1)');
    for (const i of [1, 2])
      await client.query(
        `insert into employees (email, password_hash, first_name, last_name, employee_code, department, ssn, tax_id)
         values ($1, 'x', 'Test', 'Person', $2, $3, $4, $5)`,
        [
          `p${i}@test.example`,
          `EMP-${i}`,
          ['Finance', 'Reserch & Devlopment'][i - 1],
          `v1.ssn${i}`,
          `v1.tax${i}`,
        ],
      );
    const people = `select employee_code, department, ssn, tax_id from employees order by employee_code`;
    const peopleBefore = (await client.query(people)).rows;

    await migrateOn(client);

    expect((await client.query(settingsQuery)).rows).toEqual([
      {
        country: 'NP',
        working_days: [1, 2, 3, 4, 5],
        calendar: 'gregorian',
        period_calendar: 'gregorian',
        leave_year_start_month: 1,
        currency: 'NPR',
        time_zone: 'Asia/Kathmandu',
      },
    ]);
    expect((await client.query(people)).rows).toEqual(peopleBefore);
    const identity = await client.query(
      'select pan, ssf_number, citizenship_number, citizenship_district, nin from employees',
    );
    expect(identity.rows).toEqual([
      { pan: null, ssf_number: null, citizenship_number: null, citizenship_district: null, nin: null },
      { pan: null, ssf_number: null, citizenship_number: null, citizenship_district: null, nin: null },
    ]);
    await client.close();
  });

  it("starts a new organisation (an empty database) on Nepal's profile, and refuses an unknown country", async () => {
    const client = await migratedDatabase();
    await client.query('insert into organisation_settings (id) values (1)');
    // Sunday–Friday (Saturday the weekly off), BS months, the leave year from Shrawan (BS month 4).
    expect((await client.query(settingsQuery)).rows).toEqual([
      {
        country: 'NP',
        working_days: [0, 1, 2, 3, 4, 5],
        calendar: 'bs',
        period_calendar: 'bs',
        leave_year_start_month: 4,
        currency: 'NPR',
        time_zone: 'Asia/Kathmandu',
      },
    ]);
    await expect(client.query(`update organisation_settings set country = 'IN'`)).rejects.toThrow(
      /organisation_settings_country/,
    );
    await client.close();
  });
});
