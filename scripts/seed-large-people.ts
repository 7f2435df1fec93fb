// The people of the large seed: a chief executive, hr, and 24 departments, each with a head reporting to the
// chief executive and a team lead per twelve people. Deterministic, so every large seed looks the same.

import type { employees } from '../src/server/db/schema.js';
import { addDays } from '../src/shared/calendar.js';

type Plain = Omit<typeof employees.$inferInsert, 'passwordHash' | 'bankAccount' | 'taxId' | 'ssn'> & {
  id: string;
  bankAccount: string;
  taxId: string;
  ssn: string;
};

const departments = [
  'Engineering',
  'Human Resources',
  'Finance',
  'Sales',
  'Marketing',
  'Operations',
  'Customer Support',
  'Legal',
  'Procurement',
  'Logistics',
  'Quality Assurance',
  'Research',
  'Product',
  'Design',
  'Data',
  'Security',
  'Facilities',
  'Training',
  'Compliance',
  'Partnerships',
  'Public Relations',
  'Internal Audit',
  'IT Support',
  'Manufacturing',
];
const firstNames = [
  'Aarav',
  'Anita',
  'Bikash',
  'Binita',
  'Deepak',
  'Gita',
  'Hari',
  'Kabita',
  'Kiran',
  'Laxmi',
  'Manish',
  'Nisha',
  'Prakash',
  'Pooja',
  'Rajesh',
  'Rekha',
  'Roshan',
  'Sabina',
  'Sanjay',
  'Sita',
  'Suman',
  'Sunita',
  'Tara',
  'Ujjwal',
  'Yamuna',
  'Bishal',
  'Asmita',
  'Dipesh',
  'Manisha',
  'Nabin',
  'Pratima',
  'Srijana',
];
const lastNames = [
  'Adhikari',
  'Basnet',
  'Bhandari',
  'Bhattarai',
  'Chaudhary',
  'Dahal',
  'Ghimire',
  'Gurung',
  'Joshi',
  'Karki',
  'Khadka',
  'Koirala',
  'Lama',
  'Magar',
  'Maharjan',
  'Neupane',
  'Pandey',
  'Poudel',
  'Rai',
  'Shakya',
  'Sharma',
  'Shrestha',
  'Tamang',
  'Thapa',
  'Thakuri',
  'Yadav',
  'Subedi',
  'Regmi',
  'Bhusal',
  'Oli',
];
const designations = ['Officer', 'Senior Officer', 'Associate', 'Specialist', 'Analyst', 'Coordinator'];
const cities = ['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Pokhara', 'Biratnagar', 'Butwal'];
const locations = ['office', 'office', 'hybrid', 'remote'] as const;
const TEAM_SIZE = 12;

export function planPeople(count: number, today: string): Plain[] {
  const people: Plain[] = [];
  const add = (
    role: 'employee' | 'manager' | 'hr',
    department: string,
    designation: string,
    managerId: string | null,
    email?: string,
  ): string => {
    const i = people.length;
    const first = firstNames[i % firstNames.length]!;
    const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length]!;
    // Ten years of hiring; one in ten joined within the last year, so their attendance starts later.
    const daysAgo = i % 10 === 7 ? 20 + ((i * 37) % 330) : 365 + ((i * 7919) % 3285);
    const terminated = role === 'employee' && i % 33 === 5;
    const id = crypto.randomUUID();
    people.push({
      id,
      email: email ?? `${first}.${last}.${i + 1}@example.com`.toLowerCase(),
      role,
      status: terminated ? 'terminated' : 'active',
      terminatedAt: terminated ? new Date(`${addDays(today, -((i * 13) % 200) - 1)}T12:00:00Z`) : null,
      firstName: first,
      lastName: last,
      gender: i % 2 ? 'female' : 'male',
      dateOfBirth: `${1970 + (i % 32)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      contactNumber: `98${String(10000000 + ((i * 7919) % 89999999)).padStart(8, '0')}`,
      address: `${cities[i % cities.length]}, Nepal`,
      employeeCode: `EMP-${String(i + 1).padStart(5, '0')}`,
      designation,
      department,
      position: role === 'employee' ? 'Officer' : 'Manager',
      dateOfJoining: addDays(today, -daysAgo),
      employmentType: i % 9 === 8 ? 'contract' : 'full-time',
      workLocation: locations[i % locations.length],
      salary: 40000 + ((i * 7919) % 160) * 1000,
      bankAccount: `0${1234567890123 + i * 7919}`,
      taxId: `PAN-${600000000 + i * 1013}`,
      ssn: `SSF-${2200000000 + i * 4567}`,
      healthInsurance: i % 3 === 0 ? 'Family plan' : 'Individual plan',
      emergencyName: `${firstNames[(i + 5) % firstNames.length]} ${last}`,
      emergencyRelationship: ['Spouse', 'Parent', 'Sibling'][i % 3],
      emergencyContactNumber: `97${String(10000000 + ((i * 98731) % 89999999)).padStart(8, '0')}`,
      managerId,
    });
    return id;
  };

  const ceo = add('manager', 'Executive', 'Chief Executive Officer', null);
  add('hr', 'Human Resources', 'HR Manager', ceo, 'hr@example.com');
  const heads = departments.map((d) => add('manager', d, `Head of ${d}`, ceo));
  const leads: (string | null)[] = departments.map(() => null);
  for (let k = 0; people.length < count; k++) {
    const d = k % departments.length;
    const department = departments[d]!;
    const j = Math.floor(k / departments.length);
    if (j % TEAM_SIZE === 0) {
      const email = d === 0 && j === 0 ? 'manager@example.com' : undefined;
      leads[d] = add('manager', department, `${department} Team Lead`, heads[d]!, email);
    } else {
      const email = d === 0 && j === 1 ? 'employee@example.com' : undefined;
      const role = d === 1 && j % 4 === 1 ? 'hr' : 'employee';
      add(role, department, designations[j % designations.length]!, leads[d]!, email);
    }
  }
  return people;
}
