/** Nepali: the calendar area's refusals, by the codes of refusals.en.ts. */
import type { calendarRefusals } from './refusals.en.js';

export const neCalendarRefusals: Record<keyof typeof calendarRefusals, string> = {
  bs_month_days: 'विक्रम संवत्‌को हरेक महिना {{min}} देखि {{max}} दिनको हुन्छ',
  bs_year_months: 'विक्रम संवत्‌को वर्षमा १२ महिना हुन्छन्: हरेकको दिन सङ्ख्या दिनुहोस्',
  bs_year_days: '१२ महिनाको जम्मा {{min}} वा {{max}} दिन हुनुपर्छ',
  bs_year_not_found: 'पात्रोमा विक्रम संवत् {{year}} अहिलेसम्म छैन',
  bs_year_gap: 'पात्रोको अन्तिम वर्षपछिको वर्ष ({{year}}) मात्र थप्न मिल्छ',
};
