/** Nepali: the notifications area's refusals, by the codes of refusals.en.ts. */
import type { notificationsRefusals } from './refusals.en.js';

export const neNotificationsRefusals: Record<keyof typeof notificationsRefusals, string> = {
  channel_choice: 'हरेक छनोट यीमध्ये एउटा हुनुपर्छ: {{values}}',
  notifications_which: 'चिन्ह लगाउने सूचनाहरू छान्नुहोस्, वा सबै',
};
