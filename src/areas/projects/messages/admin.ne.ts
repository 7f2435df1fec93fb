/** Nepali: hr's clients, projects, activities and members, and the reports, by the keys of admin.en.ts. */
import type { projectAdminEn } from './admin.en.js';

export const projectAdminNe: typeof projectAdminEn = {};
