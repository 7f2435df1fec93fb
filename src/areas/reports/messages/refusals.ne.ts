/** Nepali: the reports area's refusals, by the codes of refusals.en.ts. */
import type { reportRefusals } from './refusals.en.js';

export const neReportRefusals: Record<keyof typeof reportRefusals, string> = {
  report_busy: 'अहिले धेरै प्रतिवेदन तयार हुँदैछन्। एकछिनपछि फेरि प्रयास गर्नुहोस्।',
  report_unreachable: 'प्रतिवेदन मोडेलसम्म पुग्न सकिएन',
  report_timeout: 'प्रतिवेदन मोडेलले {{seconds}} सेकेन्डभित्र जवाफ दिएन',
  report_failed: 'प्रतिवेदन मोडेलले {{status}} जवाफ दियो: {{reason}}',
  report_not_json: 'प्रतिवेदन मोडेलले JSON नभएको जवाफ पठायो',
  report_empty: 'प्रतिवेदन मोडेलले खाली जवाफ पठायो',
};
