/** Nepali: the performance area's refusals, by the codes of refusals.en.ts. */
import type { performanceRefusals } from './refusals.en.js';

export const nePerformanceRefusals: Record<keyof typeof performanceRefusals, string> = {
  review_empty: 'मूल्याङ्कनमा टिप्पणी वा कम्तीमा एउटा लक्ष्य हुनुपर्छ',
  review_goals_max: 'बढीमा {{max}} वटा लक्ष्य',
  review_self: 'आफ्नै मूल्याङ्कन गर्न मिल्दैन',
  cycle_not_found: 'मूल्याङ्कन चक्र भेटिएन',
  cycle_closed: 'यो मूल्याङ्कन चक्र बन्द छ',
  cycle_name_taken: 'यो नामको मूल्याङ्कन चक्र पहिल्यै छ',
  cycle_overlap: 'यो मूल्याङ्कन चक्र अर्कोसँग खप्टिन्छ: अरू सबै चक्रबाहिरका मिति छान्नुहोस्',
  cycle_end_before_start: 'अन्तिम मिति सुरु मितिभन्दा अघि हुनु हुँदैन',
  rating_range: 'अङ्क १ देखि ५ सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
};
