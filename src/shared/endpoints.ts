/**
 * The API as data: every `/api/employee/…` call with its method, what it takes and what it answers. The server's
 * routes take their schemas from here (`io` in http/endpoint.ts) and the client's `api()` its types, so a call
 * and its reply cannot drift apart. Calls that answer a file (CSV, a document) have no `reply`.
 */
import type { z } from 'zod';
import { leaveCalls } from '../areas/leave/contract.js';
import { analyticsReply } from './analytics.js';
import {
  approvalReply,
  approvalsQuery,
  approvalsReply,
  correctionRequestBody,
  decideBody,
  delegationBody,
  delegationsReply,
  idBody,
  myRequestsBody,
  myRequestsReply,
  profileChangeBody,
  ruleBody,
  rulesReply,
  standInsBody,
  standInsReply,
} from './approvals.js';
import {
  clockReply,
  employeeBody,
  historyReply,
  monthBody,
  myAttendanceReply,
  submitBody,
  submitReply,
  summaryReply,
  todayReply,
} from './attendance.js';
import {
  correctionBody,
  correctionReply,
  dayPageQuery,
  dayPageReply,
  dayQuery,
  dayReply,
} from './attendance-admin.js';
import { auditQuery, auditReply } from './audit.js';
import {
  changePasswordBody,
  changePasswordReply,
  forgotPasswordBody,
  loginBody,
  loginReply,
  meReply,
  messageReply,
  resetPasswordBody,
} from './auth.js';
import { backupsReply } from './backups.js';
import { calendarFeedReply } from './calendar-feed.js';
import { dashboardStatsReply } from './dashboard.js';
import { documentSchema, documentsReply, downloadQuery } from './documents.js';
import {
  allEmployeesReply,
  createEmployeeBody,
  employeeFilters,
  employeeIdBody,
  employeeRef,
  employeeReply,
  employeeStatsReply,
  managerOptionsReply,
  personalDataReply,
  reportingLineReply,
  searchEmployeesBody,
  searchEmployeesReply,
  terminateReply,
  updateEmployeeBody,
} from './employees.js';
import {
  importLinksReply,
  importPlanBody,
  importRef,
  importReply,
  importTemplateBody,
  previewReply,
} from './imports.js';
import { jobsReply, retryJobBody, retryReply } from './jobs.js';
import {
  markReadBody,
  notificationPreferences,
  notificationsQuery,
  notificationsReply,
  streamQuery,
  unreadReply,
  updateNotificationPreferencesBody,
} from './notifications.js';
import {
  adjustmentBody,
  createRunBody,
  fiscalYearBody,
  myPayslipsBody,
  payrollSettingsBody,
  payrollSetupReply,
  payslipQuery,
  payslipsProgress,
  payslipsReply,
  runPageBody,
  runRef,
  runReply,
  runsReply,
  schemeBody,
  setLineInputsBody,
  setStructureBody,
  setTaxTableBody,
  structuresReply,
} from './payroll-api.js';
import {
  createCycleBody,
  cycleRef,
  cycleReply,
  cyclesReply,
  employeeReviewsReply,
  reviewSheetReply,
  saveReviewBody,
  updateCycleBody,
} from './performance.js';
import { preferencesSchema, updatePreferencesBody } from './preferences.js';
import { clockBody, flaggedPunchesReply, reviewPunchBody, reviewPunchReply } from './punches.js';
import { reportBody, reportReply } from './report.js';
import { settingsSchema, updateSettingsBody } from './settings.js';
import { assignSitesBody, deleteSiteBody, siteInput, sitesReply } from './sites.js';
import { directoryQuery, directoryReply, orgChartQuery, orgChartReply } from './team.js';
import { calendarQuery, calendarReply } from './team-calendar.js';

interface Endpoint {
  method: 'GET' | 'POST';
  /** The JSON body of a POST, or the query string of a GET. */
  input?: z.ZodType;
  reply?: z.ZodType;
  /** The status of a success, when it is not 200. */
  status?: 201;
}

export const endpoints = {
  '/employee/login': { method: 'POST', input: loginBody, reply: loginReply },
  '/employee/me': { method: 'POST', reply: meReply },
  '/employee/logout': { method: 'POST', reply: messageReply },
  '/employee/forgotpassword': { method: 'POST', input: forgotPasswordBody, reply: messageReply },
  '/employee/resetpassword': { method: 'POST', input: resetPasswordBody, reply: messageReply },
  '/employee/changepassword': { method: 'POST', input: changePasswordBody, reply: changePasswordReply },
  '/employee/sendpasswordreset': { method: 'POST', input: employeeRef, reply: messageReply },
  '/employee/updatepreferences': { method: 'POST', input: updatePreferencesBody, reply: preferencesSchema },

  '/employee/check_in': { method: 'POST', input: clockBody, reply: clockReply },
  '/employee/check_out': { method: 'POST', input: clockBody, reply: clockReply },
  '/employee/getflaggedpunches': { method: 'POST', reply: flaggedPunchesReply },
  '/employee/reviewpunch': { method: 'POST', input: reviewPunchBody, reply: reviewPunchReply },
  '/employee/getsites': { method: 'POST', reply: sitesReply },
  '/employee/savesite': { method: 'POST', input: siteInput, reply: messageReply },
  '/employee/deletesite': { method: 'POST', input: deleteSiteBody, reply: messageReply },
  '/employee/assignsites': { method: 'POST', input: assignSitesBody, reply: messageReply },
  '/employee/gettodayattendance': { method: 'POST', input: employeeBody, reply: todayReply },
  '/employee/getAttendanceSummary': { method: 'POST', input: monthBody, reply: summaryReply },
  '/employee/getmyattendance': { method: 'POST', input: monthBody, reply: myAttendanceReply },
  '/employee/getAttendanceHistory': { method: 'POST', input: employeeBody, reply: historyReply },
  '/employee/submitattendance': { method: 'POST', input: submitBody, reply: submitReply },
  '/employee/getattendance': { method: 'POST', input: dayPageQuery, reply: dayPageReply },
  '/employee/updateattendance': { method: 'POST', input: correctionBody, reply: correctionReply },
  '/employee/exportattendance': { method: 'POST', input: dayQuery },

  ...leaveCalls,

  '/employee/getapprovals': { method: 'POST', input: approvalsQuery, reply: approvalsReply },
  '/employee/getmyrequests': { method: 'POST', input: myRequestsBody, reply: myRequestsReply },
  '/employee/decide': { method: 'POST', input: decideBody, reply: approvalReply },
  '/employee/cancelrequest': { method: 'POST', input: idBody, reply: approvalReply },
  '/employee/requestcorrection': {
    method: 'POST',
    input: correctionRequestBody,
    reply: approvalReply,
    status: 201,
  },
  '/employee/requestprofilechange': {
    method: 'POST',
    input: profileChangeBody,
    reply: approvalReply,
    status: 201,
  },
  '/employee/getapprovalrules': { method: 'POST', reply: rulesReply },
  '/employee/saveapprovalrule': { method: 'POST', input: ruleBody, reply: rulesReply },
  '/employee/deleteapprovalrule': { method: 'POST', input: idBody, reply: rulesReply },
  '/employee/getdelegations': { method: 'POST', reply: delegationsReply },
  '/employee/savedelegation': { method: 'POST', input: delegationBody, reply: delegationsReply },
  '/employee/removedelegation': { method: 'POST', input: idBody, reply: delegationsReply },
  '/employee/getstandins': { method: 'POST', input: standInsBody, reply: standInsReply },

  '/employee/getnotifications': { method: 'POST', input: notificationsQuery, reply: notificationsReply },
  '/employee/marknotificationsread': { method: 'POST', input: markReadBody, reply: unreadReply },
  '/employee/notificationstream': { method: 'GET', input: streamQuery },
  '/employee/getnotificationpreferences': { method: 'POST', reply: notificationPreferences },
  '/employee/updatenotificationpreferences': {
    method: 'POST',
    input: updateNotificationPreferencesBody,
    reply: notificationPreferences,
  },
  '/employee/getjobs': { method: 'POST', reply: jobsReply },
  '/employee/retryjob': { method: 'POST', input: retryJobBody, reply: retryReply },

  '/employee/getdirectory': { method: 'POST', input: directoryQuery, reply: directoryReply },
  '/employee/getorgchart': { method: 'POST', input: orgChartQuery.nullish(), reply: orgChartReply },
  '/employee/getteamtoday': { method: 'POST', reply: dayReply },
  '/employee/getcalendar': { method: 'POST', input: calendarQuery, reply: calendarReply },
  '/employee/getcalendarfeed': { method: 'POST', reply: calendarFeedReply },
  '/employee/createcalendarfeed': { method: 'POST', reply: calendarFeedReply },
  '/employee/revokecalendarfeed': { method: 'POST', reply: calendarFeedReply },

  '/employee/getemployee': { method: 'POST', input: employeeRef, reply: employeeReply },
  '/employee/getreportingline': { method: 'POST', input: employeeRef, reply: reportingLineReply },
  '/employee/revealpersonaldata': { method: 'POST', input: employeeRef, reply: personalDataReply },
  '/employee/createemployee': { method: 'POST', input: createEmployeeBody, reply: employeeReply },
  '/employee/updateemployee': { method: 'POST', input: updateEmployeeBody, reply: employeeReply },
  '/employee/terminateemployee': { method: 'POST', input: employeeIdBody, reply: terminateReply },
  '/employee/getallemployee': { method: 'POST', reply: allEmployeesReply },
  '/employee/searchemployees': { method: 'POST', input: searchEmployeesBody, reply: searchEmployeesReply },
  '/employee/exportemployees': { method: 'POST', input: employeeFilters.optional() },
  '/employee/getmanagers': { method: 'POST', reply: managerOptionsReply },
  '/employee/uploadimport': { method: 'POST', reply: importReply },
  '/employee/previewimport': { method: 'POST', input: importPlanBody, reply: previewReply },
  '/employee/startimport': { method: 'POST', input: importPlanBody, reply: importReply },
  '/employee/getimport': { method: 'POST', input: importRef, reply: importReply },
  '/employee/importerrors': { method: 'POST', input: importRef },
  '/employee/importtemplate': { method: 'POST', input: importTemplateBody },
  '/employee/importlinks': { method: 'POST', input: importRef, reply: importLinksReply },
  '/employee/getemployeestats': { method: 'POST', reply: employeeStatsReply },
  '/employee/report': { method: 'POST', input: reportBody, reply: reportReply },

  '/employee/uploaddocument': { method: 'POST', reply: documentSchema },
  '/employee/uploadattachment': { method: 'POST', reply: documentSchema },
  '/employee/getdocuments': { method: 'POST', input: employeeRef, reply: documentsReply },
  '/employee/downloaddocument': { method: 'GET', input: downloadQuery },

  '/employee/getreviewcycles': { method: 'POST', reply: cyclesReply },
  '/employee/createreviewcycle': { method: 'POST', input: createCycleBody, reply: cycleReply },
  '/employee/updatereviewcycle': { method: 'POST', input: updateCycleBody, reply: cycleReply },
  '/employee/getreviews': { method: 'POST', input: cycleRef, reply: reviewSheetReply },
  '/employee/savereview': { method: 'POST', input: saveReviewBody, reply: messageReply },
  '/employee/getemployeereviews': { method: 'POST', input: employeeRef, reply: employeeReviewsReply },

  '/employee/getsalarystructures': { method: 'POST', input: employeeRef, reply: structuresReply },
  '/employee/setsalarystructure': { method: 'POST', input: setStructureBody, reply: structuresReply },
  '/employee/getpayrollsetup': { method: 'POST', reply: payrollSetupReply },
  '/employee/updatepayrollsettings': { method: 'POST', input: payrollSettingsBody, reply: payrollSetupReply },
  '/employee/settaxtable': { method: 'POST', input: setTaxTableBody, reply: payrollSetupReply },
  '/employee/savecontributionscheme': { method: 'POST', input: schemeBody, reply: payrollSetupReply },
  '/employee/getpayrollruns': { method: 'POST', reply: runsReply },
  '/employee/createpayrollrun': { method: 'POST', input: createRunBody, reply: runReply },
  '/employee/getpayrollrun': { method: 'POST', input: runPageBody, reply: runReply },
  '/employee/calculatepayrollrun': { method: 'POST', input: runRef, reply: runReply },
  '/employee/setrunlineinputs': { method: 'POST', input: setLineInputsBody, reply: runReply },
  '/employee/lockpayrollrun': { method: 'POST', input: runRef, reply: runReply },
  '/employee/publishpayrollrun': { method: 'POST', input: runRef, reply: runReply },
  '/employee/addpayrolladjustment': { method: 'POST', input: adjustmentBody, reply: messageReply },
  '/employee/getpayslips': { method: 'POST', input: myPayslipsBody, reply: payslipsReply },
  '/employee/downloadpayslip': { method: 'GET', input: payslipQuery },
  '/employee/exportpayrollregister': { method: 'POST', input: runRef },
  '/employee/exportbanktransfer': { method: 'POST', input: runRef },
  '/employee/exportpayslips': { method: 'POST', input: runRef },
  '/employee/preparepayslips': { method: 'POST', input: runRef, reply: payslipsProgress },
  '/employee/exportyeartodatetax': { method: 'POST', input: fiscalYearBody },

  '/employee/getsettings': { method: 'POST', reply: settingsSchema },
  '/employee/getbackups': { method: 'POST', reply: backupsReply },
  '/employee/updatesettings': { method: 'POST', input: updateSettingsBody, reply: settingsSchema },
  '/employee/getdashboardstats': { method: 'POST', reply: dashboardStatsReply },
  '/employee/getanalytics': { method: 'POST', reply: analyticsReply },
  '/employee/getauditlog': { method: 'POST', input: auditQuery, reply: auditReply },
  '/employee/exportauditlog': { method: 'POST', input: auditQuery.omit({ page: true, pageSize: true }) },
} as const satisfies Record<string, Endpoint>;

export type ApiPath = keyof typeof endpoints;
type Spec<P extends ApiPath> = (typeof endpoints)[P];
/** What a call takes (as the caller writes it, before defaults). */
export type InputOf<P extends ApiPath> =
  Spec<P> extends { input: z.ZodType } ? z.input<Spec<P>['input']> : undefined;
/** What a call answers. */
export type ReplyOf<P extends ApiPath> =
  Spec<P> extends { reply: z.ZodType } ? z.output<Spec<P>['reply']> : never;
