/**
 * Migration 0039 (organisation_lists, issue 40): an organisation from the schema before it, with free-text
 * departments (one in two spellings), designations, positions, employment types and branches, and its SSN and tax
 * id filled, upgrades with every value of every person kept, and each distinct value turned into a value of its
 * list; the positions and employment types the product offered as fixed lists are there too.
 */
import { describe, expect, it } from 'vitest';
import { migratedDatabase, migrateOn } from './migration-test-helpers.js';

// department, designation, position, employment type, branch
const people: (string | null)[][] = [
  ['Finance', 'Accountant', 'Officer', 'full-time', 'Kathmandu'],
  ['Finance', 'Senior Accountant', 'Manager', 'full-time', 'Kathmandu'],
  ['finance', 'Accountant', 'Officer', 'contract', 'Pokhara'],
  ['Reserch & Devlopment', 'Research Assistant', 'Intern', 'intern', null],
  ['Research & Development', 'Scientist', null, null, null],
  ['Human Resources', 'HR Manager', 'HR', 'part-time', 'Kathmandu'],
];

describe('migration organisation_lists on the free-text values of today', () => {
  it('keeps every person’s values and turns the distinct ones into list values', async () => {
    const client = await migratedDatabase('organisation_lists');
    for (const [i, [department, designation, position, type, branch]] of people.entries())
      await client.query(
        `insert into employees (id, email, password_hash, first_name, last_name, employee_code, department,
           designation, position, employment_type, branch, ssn, tax_id)
         values ($1, $2, 'x', 'Test', 'Person', $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          `00000000-0000-4000-8000-00000000000${i}`,
          `p${i}@test.example`,
          `EMP-${i}`,
          department,
          designation,
          position,
          type,
          branch,
          `sealed-ssn-${i}`,
          `sealed-tax-${i}`,
        ],
      );
    const shown = async () =>
      (
        await client.query<Record<string, string | null>>(
          `select id, department, designation, position, employment_type, branch, ssn, tax_id
           from employees order by id`,
        )
      ).rows;
    const today = await shown();

    await migrateOn(client);

    expect(await shown()).toEqual(today);
    const values = (
      await client.query<{ kind: string; name: string; status: string }>(
        `select kind, name, status from organisation_values order by kind, name`,
      )
    ).rows;
    const names = (kind: string) => values.filter((v) => v.kind === kind).map((v) => v.name);
    // "Finance" and "finance" are one value, spelt as most people spell it; the misspelt department is kept
    // (hr merges it into the right one), nothing is lost.
    expect(names('department')).toEqual([
      'Finance',
      'Human Resources',
      'Research & Development',
      'Reserch & Devlopment',
    ]);
    expect(names('designation')).toEqual([
      'Accountant',
      'HR Manager',
      'Research Assistant',
      'Scientist',
      'Senior Accountant',
    ]);
    expect(names('branch')).toEqual(['Kathmandu', 'Pokhara']);
    expect(names('position')).toEqual(['CEO', 'CTO', 'HR', 'Intern', 'Manager', 'Officer', 'Supervisor']);
    expect(names('employment_type')).toEqual(['contract', 'full-time', 'intern', 'part-time']);
    expect(values.every((v) => v.status === 'active')).toBe(true);
    // Every value a person has is found in its list (ignoring case).
    for (const p of today)
      for (const [kind, column] of [
        ['department', 'department'],
        ['designation', 'designation'],
        ['position', 'position'],
        ['employment_type', 'employment_type'],
        ['branch', 'branch'],
      ] as const) {
        const value = p[column] as string | null;
        if (value) expect(names(kind).map((n) => n.toLowerCase())).toContain(value.toLowerCase());
      }
    await client.close();
  });

  it("gives an empty organisation the standard positions and employment types, and Nepal's festivals only", async () => {
    const client = await migratedDatabase();
    const counts = (
      await client.query<{ kind: string; n: number }>(
        `select kind, count(*)::int as n from organisation_values group by kind order by kind`,
      )
    ).rows;
    // A new organisation starts on Nepal's profile (0041), whose festivals 0048 seeds: Dashain, Tihar, Chhath,
    // Lhosar, Eid and Christmas (Labour Act 2074 s.37: the allowance is paid at the festival a worker chooses).
    expect(counts).toEqual([
      { kind: 'employment_type', n: 4 },
      { kind: 'festival', n: 6 },
      { kind: 'position', n: 7 },
    ]);
    await client.close();
  });
});
