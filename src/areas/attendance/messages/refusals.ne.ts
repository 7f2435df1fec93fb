/** Nepali: the attendance area's refusals, by the codes of refusals.en.ts. */
import type { attendanceRefusals } from './refusals.en.js';

export const neAttendanceRefusals: Record<keyof typeof attendanceRefusals, string> = {
  already_checked_in: 'आज आगमन दर्ता भइसकेको छ। भोलि फेरि प्रयास गर्नुहोस्।',
  not_checked_in: 'तपाईंले आज आगमन दर्ता गर्नुभएको छैन।',
  already_checked_out: 'तपाईंले आज प्रस्थान दर्ता गरिसक्नुभएको छ।',
  before_joining: 'नियुक्ति मितिअघि हाजिरी लगाउन मिल्दैन।',
  month_locked: '{{month}} को हाजिरी पहिल्यै पेस भइसकेको छ।',
  future_month: '{{month}} को हाजिरी महिना सुरु हुनुअघि पेस गर्न मिल्दैन।',
  date_before_joining: 'मिति कर्मचारीको नियुक्तिभन्दा अघिको छ',
  correction_status: 'अवस्था उपस्थित, ढिलो वा अनुपस्थित हुनुपर्छ',
  correction_time_empty: 'अनुपस्थित दिनमा {{field, field}} खाली हुनुपर्छ',
  correction_time_required: '{{status, dayStatus}} दिनमा {{field, field}} आवश्यक छ',
  punch_key_reused: 'यो हाजिरी पहिचान अर्को हाजिरीको हो।',
  punch_too_old: '{{hours}} घण्टाभन्दा पहिले लगाएको हाजिरी दर्ता गर्न मिल्दैन; दिन सच्याउन मानव संसाधनलाई भन्नुहोस्।',
  punch_already_reviewed: 'यो हाजिरी पहिल्यै हेरिसकिएको छ।',
  punch_not_found: 'हाजिरी भेटिएन',
};
