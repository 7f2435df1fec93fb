import type { Subject } from '../../../shared/permissions.js';

/**
 * The subject of a call about everyone (the list, the export, the dashboard): nobody in particular, so only an
 * `any` permission covers it; a manager's `team` scope does not.
 */
export const everyone: Subject = { id: '(everyone)', managerId: null };
