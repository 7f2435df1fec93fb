import { describe, expect, it } from 'vitest';
import { allows, allowsEveryone, allowsSome } from './permissions.js';

const hr = { id: 'h', role: 'hr' } as const;
const manager = { id: 'm', role: 'manager' } as const;
const employee = { id: 'e', role: 'employee' } as const;
const report = { id: 'r', managerId: 'm' };
const stranger = { id: 's', managerId: 'x' };

describe('allows', () => {
  it('lets everyone act on their own records only where an own scope is granted', () => {
    expect(allows(employee, 'read:attendance', { id: 'e', managerId: 'm' })).toBe(true);
    expect(allows(employee, 'read:attendance', stranger)).toBe(false);
    expect(allows(employee, 'approve:leave', { id: 'e', managerId: null })).toBe(false);
  });

  it('gives managers their direct reports and nobody else', () => {
    expect(allows(manager, 'approve:leave', report)).toBe(true);
    expect(allows(manager, 'approve:leave', stranger)).toBe(false);
    expect(allowsSome(manager, 'read:settings')).toBe(false);
  });

  it('gives hr any employee and the admin permissions', () => {
    expect(allows(hr, 'approve:leave', stranger)).toBe(true);
    expect(allowsEveryone(hr, 'read:settings')).toBe(true);
    expect(allowsSome(employee, 'read:settings')).toBe(false);
  });

  it('tells "some scope" (show the menu) apart from "everyone" (lists and exports)', () => {
    expect(allowsSome(manager, 'approve:leave')).toBe(true);
    expect(allowsEveryone(manager, 'approve:leave')).toBe(false);
    expect(allowsSome(employee, 'approve:leave')).toBe(false);
  });

  it('refuses a capability that does not exist at compile time', () => {
    // @ts-expect-error: 'aprove:leave' is a typo, so `npm run typecheck` fails if this line compiles.
    expect(allowsSome(hr, 'aprove:leave')).toBe(false);
    // @ts-expect-error: the scope is not part of a capability.
    expect(allows(hr, 'approve:leave:any', stranger)).toBe(false);
  });
});
