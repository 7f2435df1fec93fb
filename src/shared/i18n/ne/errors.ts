/** Nepali: the API's refusals, by the codes of ../errors.ts. */

import { neAccountRefusals } from '../../../areas/account/messages/refusals.ne.js';
import { neApprovalsRefusals } from '../../../areas/approvals/messages/refusals.ne.js';
import { neAttendanceRefusals } from '../../../areas/attendance/messages/refusals.ne.js';
import { neCalendarRefusals } from '../../../areas/calendar/messages/refusals.ne.js';
import { neDevicesRefusals } from '../../../areas/devices/messages/refusals.ne.js';
import { neDocumentsRefusals } from '../../../areas/documents/messages/refusals.ne.js';
import { neEmployeesRefusals } from '../../../areas/employees/messages/refusals.ne.js';
import { neHolidaysRefusals } from '../../../areas/holidays/messages/refusals.ne.js';
import { neImportRefusals } from '../../../areas/import/messages/refusals.ne.js';
import { neIntegrationsRefusals } from '../../../areas/integrations/messages/refusals.ne.js';
import { neLeaveRefusals } from '../../../areas/leave/messages/refusals.ne.js';
import { neNotificationsRefusals } from '../../../areas/notifications/messages/refusals.ne.js';
import { neOrganisationRefusals } from '../../../areas/organisation/messages/refusals.ne.js';
import { nePayrollRefusals } from '../../../areas/payroll/messages/refusals.ne.js';
import { nePerformanceRefusals } from '../../../areas/performance/messages/refusals.ne.js';
import { neProjectsRefusals } from '../../../areas/projects/messages/server.ne.js';
import { neReportRefusals } from '../../../areas/reports/messages/refusals.ne.js';
import { neSettingsRefusals } from '../../../areas/settings/messages/refusals.ne.js';
import { neShiftsRefusals } from '../../../areas/shifts/messages/refusals.ne.js';
import { neSitesRefusals } from '../../../areas/sites/messages/refusals.ne.js';
import { neTeamRefusals } from '../../../areas/team/messages/refusals.ne.js';
import type { Catalogue } from '../index.js';
import { neFieldNames } from './fields.js';

export const neErrors: Catalogue['errors'] = {
  ...neImportRefusals,
  ...neAccountRefusals,
  ...neSettingsRefusals,
  ...neAttendanceRefusals,
  ...neDocumentsRefusals,
  ...neReportRefusals,
  ...nePerformanceRefusals,
  ...neProjectsRefusals,
  ...neEmployeesRefusals,
  ...neSitesRefusals,
  ...neShiftsRefusals,
  ...neDevicesRefusals,
  ...neIntegrationsRefusals,
  ...neCalendarRefusals,
  ...neOrganisationRefusals,
  ...neHolidaysRefusals,
  ...nePayrollRefusals,
  ...neLeaveRefusals,
  ...neNotificationsRefusals,
  ...neApprovalsRefusals,
  ...neTeamRefusals,
  session_expired: 'तपाईंको सत्र सकियो। फेरि साइन इन गर्नुहोस्।',
  sign_in_required: 'साइन इन आवश्यक छ',
  no_permission: 'तपाईंलाई यो गर्ने अनुमति छैन',
  server_error: 'सर्भरमा भित्री त्रुटि भयो',
  service_unavailable: 'सेवा अहिले उपलब्ध छैन',
  not_found_plain: 'भेटिएन',
  invalid_request: 'अमान्य अनुरोध',
  body_not_json: 'अनुरोधको सामग्री मान्य JSON होइन',
  body_empty: 'अनुरोधको सामग्री खाली हुनु हुँदैन',
  body_not_object: 'अनुरोधको सामग्री JSON वस्तु हुनुपर्छ',
  body_too_large: 'अनुरोधको सामग्री धेरै ठूलो छ',
  body_length: 'अनुरोधमा लेखिएको लम्बाइ र सामग्रीको लम्बाइ मिलेनन्',
  unsupported_type: 'यो सामग्रीको प्रकार मिल्दैन: application/json पठाउनुहोस्',
  unknown_fields: 'नचिनिएको क्षेत्र: {{keys}}',
  unknown_fields_many: 'नचिनिएका क्षेत्रहरू: {{keys}}',
  record_exists: 'यो अभिलेख पहिल्यै छ',
  reference_missing: 'सम्बन्धित अभिलेख छैन',
  text_nul: 'पाठमा NUL अक्षर हुनु हुँदैन',
  value_too_long: 'एउटा मान धेरै लामो छ',
  value_malformed: 'एउटा मान सीमाभन्दा बाहिर छ वा ढाँचा मिलेन',
  link_host_not_allowed:
    'प्रयोगमा रहेको ठेगानाका लागि लिङ्क बनाउन सकिँदैन: मानिसहरूले खोल्ने ठेगाना PUBLIC_URL मा राख्नुहोस् (वा ALLOWED_HOSTS मा थप्नुहोस्)।',
  field_required: '{{field, field}} आवश्यक छ',
  field_too_long: '{{field, field}} बढीमा {{max}} अक्षरको हुनुपर्छ',
  field_too_short: '{{field, field}} कम्तीमा {{min}} अक्षरको हुनुपर्छ',
  field_too_many: '{{field, field}} मा बढीमा {{max}} वटा हुनुपर्छ',
  field_too_few: '{{field, field}} मा कम्तीमा {{min}} वटा हुनुपर्छ',
  field_too_big: '{{field, field}} बढीमा {{max}} हुनुपर्छ',
  field_too_small: '{{field, field}} कम्तीमा {{min}} हुनुपर्छ',
  field_not_valid: '{{field, field}} मान्य {{format}} होइन',
  field_invalid_id: '{{field, field}} मान्य {{what}} हुनुपर्छ',
  field_text: '{{field, field}} पाठ हुनुपर्छ',
  field_number: '{{field, field}} सङ्ख्या हुनुपर्छ',
  field_whole_number: '{{field, field}} पूर्ण सङ्ख्या हुनुपर्छ',
  field_days_between: '{{field, field}} १ देखि {{max}} दिनबीच हुनुपर्छ',
  field_true_false: '{{field, field}} हो वा होइन मात्र हुन सक्छ',
  field_one_of: '{{field, field}} यीमध्ये एक हुनुपर्छ: {{values}}',
  field_one_of_colon: '{{field, field}} यीमध्ये एक हुनुपर्छ: {{values}}',
  field_date: '{{field, field}} yyyy-mm-dd ढाँचाको मिति हुनुपर्छ',
  field_date_paren: '{{field, field}} मिति हुनुपर्छ (yyyy-mm-dd)',
  field_date_format: '{{field, field}} yyyy-mm-dd ढाँचाको मिति हुनुपर्छ',
  field_time: '{{field, field}} HH:MM ढाँचाको समय हुनुपर्छ',
  field_month: '{{field, field}} yyyy-mm ढाँचाको महिना हुनुपर्छ',
  field_future: '{{field, field}} भविष्यको हुनु हुँदैन',
  field_out_of_range: '{{field, field}} सीमाभन्दा बाहिर छ',
  field_nul: '{{field, field}} मा NUL अक्षर हुनु हुँदैन',
  field_one_line: '{{field, field}} एउटै हरफमा हुनुपर्छ',
  field_email: '{{field, field}} मान्य इमेल ठेगाना हुनुपर्छ',
  field_detail: '{{field, field}}: {{detail}}',
  field_either: '{{field, field}} {{first}} वा {{second}} हुनुपर्छ',
  field_among: '{{field, field}} यीमध्ये हुनुपर्छ: {{values}}',
  field_some_of: '{{field, field}} यीमध्ये एक वा बढी, अल्पविरामले छुट्याएर हुनुपर्छ: {{values}}',
  field_between: '{{field, field}} {{min}} देखि {{max}} सम्म हुनुपर्छ',
  field_whole_from: '{{field, field}} {{min}} वा बढीको पूर्ण सङ्ख्या हुनुपर्छ',
  field_whole_between: '{{field, field}} {{min}} देखि {{max}} सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
  field_metres: '{{field, field}} मिटरको सङ्ख्या हुनुपर्छ',
  field_too_long_plain: '{{field, field}} धेरै लामो छ',
  page_size_between: 'प्रति पृष्ठ सङ्ख्या १ देखि {{max}} बीच हुनुपर्छ',
  page_size_one_of: 'प्रति पृष्ठ सङ्ख्या यीमध्ये एक हुनुपर्छ: {{values}}',
  field_datetime: '{{field, field}} ISO-8601 ढाँचामा मिति र समय हुनुपर्छ',
  field_minutes_between: '{{field, field}} {{min}} देखि {{max}} मिनेटसम्म हुनुपर्छ',
  check_out_before_in: 'चेक आउट समय चेक इन समयभन्दा अघि हुनु हुँदैन',
  email_taken: 'यो इमेल भएको कर्मचारी पहिल्यै छ',
  employee_not_found: 'कर्मचारी भेटिएन',
  own_manager: 'कर्मचारी आफैँलाई प्रतिवेदन दिन सक्दैन',
  one_file: 'एक पटकमा एउटा फाइल पठाउनुहोस्',
  multipart_needed: 'कागजात multipart/form-data को रूपमा पठाउनुहोस्',
  too_many_fields: 'फारमका क्षेत्र धेरै भए',
  // Jobs.
  job_not_found: 'यस्तो असफल काम भेटिएन',
  retry_which: 'फेरि चलाउने असफल काम छान्नुहोस्, वा सबै',
  offline: 'तपाईं अफलाइन हुनुहुन्छ। जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
  unreachable: 'सर्भरसम्म पुग्न सकिएन। जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
};

/** Nepali: the words refusals write their parameters in (../errors.ts `errorWords`). */
export const neErrorWords: Catalogue['errorWords'] = {
  leaveType: '{{name}} बिदा',
  days_one: '{{count}} दिन',
  days_other: '{{count}} दिन',
  workingDays_one: '{{count}} कार्य दिन',
  workingDays_other: '{{count}} कार्य दिन',
  status: { pending: 'विचाराधीन', approved: 'स्वीकृत', rejected: 'अस्वीकृत', cancelled: 'रद्द', gone: 'हटाइएको' },
  verb: { decided: 'निर्णय', cancelled: 'रद्द' },
  variant: { single: 'एकल', married: 'विवाहित' },
  dayStatus: { Present: 'उपस्थित', Late: 'ढिलो', Absent: 'अनुपस्थित' },
  dayPart: { full: 'पूरा दिन', morning: 'बिहान', afternoon: 'दिउँसो', hours: 'केही घण्टा' },
  documentKind: {
    photo: 'फोटो',
    government_id: 'सरकारी परिचयपत्र',
    education_certificate: 'शैक्षिक प्रमाणपत्र',
    experience_letter: 'अनुभव पत्र',
    employment_contract: 'रोजगार सम्झौता',
    supporting_document: 'सहायक कागजात',
  },
  field: neFieldNames,
  orgKind: {
    department: 'विभाग',
    designation: 'पद',
    position: 'तह',
    branch: 'शाखा',
    employment_type: 'रोजगारीको प्रकार',
    bank: 'बैंक',
  },
};
