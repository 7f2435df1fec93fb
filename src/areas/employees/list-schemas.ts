/**
 * The employees list (spec §3; decision 019): a listed employee, the search and export filters, a page of people,
 * the managers to choose from, a person's reporting line, hr's dashboard figures and the termination reply.
 */
import { z } from 'zod';
import { userSchema } from '../../shared/auth.js';
import { employeeStatusLabels, roles } from '../../shared/enums.js';
import { says } from '../../shared/i18n/refusals.js';
import { cappedPageReply, idOf, listPageReply, paging } from '../../shared/schemas.js';

/** Spec §3's Listed employee, plus the employee code, department and role the screens also show. */
export const listedEmployeeSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  status: z.enum(employeeStatusLabels),
  role: z.enum(roles),
  employmentDetails: z.object({
    designation: z.string(),
    employeeId: z.string(),
    department: z.string(),
    dateOfJoining: z.string(),
  }),
  payrollInfo: z.object({ salary: z.number().nullable() }),
});
export type ListedEmployee = z.infer<typeof listedEmployeeSchema>;

export const pageSizes = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Filters shared by the paged search and the CSV export. */
export const employeeFilters = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: says('field_too_long', { field: 'Q', max: 100 }) })
    .default(''),
  designation: z.string().trim().max(100).default(''),
  status: z.union([z.literal(''), z.enum(employeeStatusLabels)]).default(''),
  // Issue 44, item 14: the organisation's lists, whom people report to, and when they joined (both days kept).
  department: z.string().trim().max(100).default(''),
  employmentType: z.string().trim().max(100).default(''),
  managerId: z
    .union([z.literal(''), idOf('managerId')], {
      error: says('field_invalid_id', { field: 'Manager ID', what: 'id' }),
    })
    .default(''),
  joinedFrom: z
    .union([z.literal(''), z.iso.date()], { error: says('field_date', { field: 'Joined from' }) })
    .default(''),
  joinedTo: z
    .union([z.literal(''), z.iso.date()], { error: says('field_date', { field: 'Joined to' }) })
    .default(''),
});
export type EmployeeFilters = z.infer<typeof employeeFilters>;

export const searchEmployeesBody = employeeFilters.extend({
  ...paging({ defaultSize: DEFAULT_PAGE_SIZE, sizes: pageSizes }),
});
export type SearchEmployeesInput = z.input<typeof searchEmployeesBody>;

export const searchEmployeesReply = listPageReply(
  'employees',
  listedEmployeeSchema,
  cappedPageReply,
  'designations',
);
export type SearchEmployeesReply = z.infer<typeof searchEmployeesReply>;

export const employeeReply = userSchema;

export const managerOptionsReply = z.object({
  managers: z.array(z.object({ _id: z.string(), name: z.string(), designation: z.string() })),
});
export type ManagerOption = z.infer<typeof managerOptionsReply>['managers'][number];

/** Whom a person reports to, and who reports to them (active people only), for the profile. */
const personRef = z.object({ _id: z.string(), name: z.string(), designation: z.string() });
export const reportingLineReply = z.object({ manager: personRef.nullable(), reports: z.array(personRef) });
export type ReportingLine = z.infer<typeof reportingLineReply>;

/** The employee dashboard (/admin/employee). */
export const employeeStatsReply = z.object({
  total: z.number(),
  active: z.number(),
  onLeave: z.number(),
  terminated: z.number(),
  recent: z.array(listedEmployeeSchema),
  departments: z.array(z.object({ department: z.string(), headcount: z.number() })),
});
export type EmployeeStats = z.infer<typeof employeeStatsReply>;

/** CSV export of spec §9: these columns, in this order. */
export const allEmployeesReply = z.array(listedEmployeeSchema);
export const terminateReply = z.object({ message: z.string(), employee: employeeReply });
