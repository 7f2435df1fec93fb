import { describe, expect, it } from 'vitest';
import { allows } from './permissions.js';

const hr = { id: 'h', role: 'hr' } as const;
const manager = { id: 'm', role: 'manager' } as const;
const employee = { id: 'e', role: 'employee' } as const;
const report = { id: 'r', managerId: 'm' };
const stranger = { id: 's', managerId: 'x' };

describe('allows', () => {
  it('lets everyone act on their own records only where an own scope is granted', () => {
    expect(allows(employee, 'read', 'attendance', { id: 'e', managerId: 'm' })).toBe(true);
    expect(allows(employee, 'read', 'attendance', stranger)).toBe(false);
    expect(allows(employee, 'approve', 'leave', { id: 'e', managerId: null })).toBe(false);
  });

  it('gives managers their direct reports and nobody else', () => {
    expect(allows(manager, 'approve', 'leave', report)).toBe(true);
    expect(allows(manager, 'approve', 'leave', stranger)).toBe(false);
    expect(allows(manager, 'read', 'settings')).toBe(false);
  });

  it('gives hr any employee and the admin permissions', () => {
    expect(allows(hr, 'approve', 'leave', stranger)).toBe(true);
    expect(allows(hr, 'read', 'settings')).toBe(true);
    expect(allows(employee, 'read', 'settings')).toBe(false);
  });

  it('answers "in any scope" without a subject, for the UI', () => {
    expect(allows(manager, 'approve', 'leave')).toBe(true);
    expect(allows(employee, 'approve', 'leave')).toBe(false);
  });
});
