/** Nepali: the settings area's refusals, by the codes of refusals.en.ts. */
import type { settingsRefusals } from './refusals.en.js';

export const neSettingsRefusals: Record<keyof typeof settingsRefusals, string> = {
  attendance_start_future: 'हाजिरी गणना सुरु मिति भविष्यको हुनु हुँदैन',
  leave_type_in_use: '"{{name}}" बिदा प्रकारका निवेदन छन्, त्यसैले हटाउन मिल्दैन: बरु बन्द गर्नुहोस् (नयाँ निवेदन आउँदैनन्)',
  time_zone: 'समय क्षेत्र Asia/Kathmandu जस्तो IANA समय क्षेत्र हुनुपर्छ',
  currency_code: 'मुद्रा NPR, USD वा EUR जस्तो ISO 4217 कोड हुनुपर्छ',
  working_days_list: 'कामका दिन ० (आइतबार) देखि ६ (शनिबार) सम्मका बारको सूची हुनुपर्छ',
  working_days_empty: 'कामका दिनमा कम्तीमा एउटा दिन हुनुपर्छ',
  working_days_repeat: 'कामका दिनमा एउटै दिन दोहोरिनु हुँदैन',
  holidays_repeat: 'बिदाका दिनमा एउटै मिति दोहोरिनु हुँदैन',
  leave_types_empty: 'बिदाका प्रकारमा कम्तीमा एउटा प्रकार चाहिन्छ',
  leave_types_repeat: 'बिदाका प्रकारमा एउटै नाम दोहोरिनु हुँदैन',
  field_half_days: '{{field, field}} ० देखि {{max}} सम्म, पूरा वा आधा दिनमा हुनुपर्छ',
  field_whole_days_range: '{{field, field}} ० देखि {{max}} सम्मका पूरा दिन हुनुपर्छ',
  field_months_range: '{{field, field}} १ देखि {{max}} सम्मका पूरा महिना हुनुपर्छ',
  field_minutes_range: '{{field, field}} {{min}} देखि {{max}} सम्मका पूरा मिनेट हुनुपर्छ',
  field_month_number: '{{field, field}} १ देखि १२ सम्मको महिना हुनुपर्छ',
  leave_unlimited_policy: 'असीमित बिदाले केही जम्मा गर्दैन: यो मासिक जम्मा हुन, सर्न वा अधिकतम राख्न सकिँदैन',
  leave_max_below_allowance: 'अधिकतम बाँकी वार्षिक कोटाभन्दा कम हुनु हुँदैन',
  leave_expiry_without_carry: 'सारिएका दिन मात्र म्याद सकिन सक्छन्: पहिले केही दिन सार्ने गर्नुहोस्',
  cover_repeat: 'न्यूनतम उपस्थितिमा एउटै विभाग दोहोरिनु हुँदैन',
  field_list: '{{field, field}} नामहरूको सूची हुनुपर्छ, हरेक नाम एक पटक मात्र',
  leave_paid_over_allowance: 'तलबी दिन वर्षको कोटाभन्दा बढी हुनु हुँदैन',
  identity_list: 'अनिवार्य परिचय विवरण परिचय विवरणहरूको सूची हुनुपर्छ, हरेक एक पटक मात्र',
  identity_not_in_profile: '{{field, field}} संस्थाको देश प्रोफाइलको परिचय विवरण होइन',
  leave_types_too_many: 'यी बिदा प्रकार थप्दा {{count}} प्रकार हुन्छन्; बढीमा {{max}} मात्र राख्न मिल्छ',
};
