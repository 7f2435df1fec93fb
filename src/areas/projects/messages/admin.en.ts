/** English: hr's clients, projects, activities and members, and the reports (issue 43; filled by the client). */
export const projectAdminEn = {} as const;
