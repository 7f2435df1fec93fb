/** English: shift types and rosters (issue 42). */
export const enShifts = {
  shifts: {
    saved: 'Shift type saved.',
    deleted: 'Shift type deleted.',
    archived: 'Shift type archived: rosters use it, so it is kept for the days it judges.',
    assigned: 'Roster saved.',
  },
} as const;
