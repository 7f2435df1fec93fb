/** Nepali: the team area's refusals, by the codes of refusals.en.ts. */
import type { teamRefusals } from './refusals.en.js';

export const neTeamRefusals: Record<keyof typeof teamRefusals, string> = {
  calendar_span: 'सुरु र अन्त्य १ देखि {{max}} दिनभित्र हुनुपर्छ, सुरु पहिले',
  calendar_page_one_day: 'पृष्ठ एक दिनका लागि मात्र हो: सुरु र अन्त्य एउटै दिन हुनुपर्छ',
  calendar_feed_invalid: 'यो क्यालेन्डर ठेगाना मान्य छैन',
};
