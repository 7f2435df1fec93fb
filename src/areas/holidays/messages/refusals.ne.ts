/** Nepali: the holidays area's refusals, by the codes of refusals.en.ts. */
import type { holidaysRefusals } from './refusals.en.js';

export const neHolidaysRefusals: Record<keyof typeof holidaysRefusals, string> = {
  holiday_not_found: 'बिदा भेटिएन',
  holiday_taken: 'यो मितिमा यही नामको बिदा पहिल्यै छ',
  holiday_branches_max: 'एउटा बिदामा बढीमा {{max}} वटा शाखा राख्न सकिन्छ',
  holiday_file_empty: 'फाइल खाली छ',
  holiday_file_too_large: 'फाइल धेरै ठूलो छ: बढीमा {{max}} अक्षर',
  holiday_file_too_many: 'फाइलमा {{max}} भन्दा बढी बिदा छन्',
  holiday_file_unreadable: 'फाइल {{format}} को रूपमा पढ्न सकिएन',
  holiday_file_row: 'फाइलको पङ्क्ति {{line}}: यसको {{column}} पढ्न सकिएन',
};
