/** Nepali: the shifts area's refusals, by the codes of refusals.en.ts. */
import type { shiftsRefusals } from './refusals.en.js';

export const neShiftsRefusals: Record<keyof typeof shiftsRefusals, string> = {
  shift_type_not_found: 'सिफ्टको प्रकार भेटिएन',
  shift_type_name_taken: 'यही नामको सिफ्टको प्रकार पहिल्यै छ',
  shift_type_archived: 'सिफ्टको प्रकार “{{name}}” अभिलेखमा राखिएको छ: अर्को छान्नुहोस्',
  shift_half_over_full: 'आधा दिनका मिनेट पूरा दिनका मिनेटभन्दा बढी हुनु हुँदैन',
  shift_weekdays: '{{field, field}} ० (आइतबार) देखि ६ (शनिबार) सम्मका फरक-फरक बार हुनुपर्छ',
  roster_people_one: 'मानिसहरू एउटै तरिकाले छान्नुहोस्: मानिसहरूको सूची, एक प्रबन्धकको टोली वा एउटा विभाग',
  roster_no_people: 'मिल्ने कार्यरत कोही भेटिएन: रोस्टर लेखिएन',
  roster_people_missing: 'छानिएकामध्ये {{count}} जना यहाँ कार्यरत छैनन्: रोस्टर लेखिएन',
  roster_dates_order: 'अन्त्य मिति सुरु मितिभन्दा अघि हुनु हुँदैन',
  roster_range_too_long: 'एउटा रोस्टरले एकपटकमा बढीमा {{max}} दिन समेट्छ',
  roster_too_big:
    'एउटा रोस्टरले एकपटकमा बढीमा {{max}} व्यक्ति-दिन लेख्छ ({{people}} जना × {{days}} दिन माग गरियो): कम मानिस वा छोटो अवधि छान्नुहोस्',
  roster_not_your_team: 'तपाईं आफ्नै टोलीको रोस्टर मात्र हेर्न सक्नुहुन्छ',
  overtime_caps_order: 'दैनिक सीमा साप्ताहिक सीमाभन्दा बढी हुनु हुँदैन',
  overtime_day_cap:
    'अतिरिक्त समय दिनमा बढीमा {{cap}} मिनेट हुन्छ: यो दिनका लागि {{claimed}} मिनेट पहिल्यै माग गरिएको छ, त्यसैले थप {{asked}} मिनेटले सीमा {{over}} मिनेटले नाघ्छ',
  overtime_week_cap:
    'अतिरिक्त समय हप्तामा बढीमा {{cap}} मिनेट हुन्छ: यो हप्ता {{claimed}} मिनेट पहिल्यै माग गरिएको छ, त्यसैले थप {{asked}} मिनेटले सीमा {{over}} मिनेटले नाघ्छ',
  overtime_override_denied: 'सीमाभन्दा बढी अतिरिक्त समय मानव संसाधनले मात्र माग गर्न सक्छ',
  overtime_claim_future: 'अझै काम नगरिएको अतिरिक्त समय पहिल्यै मात्र माग्न सकिन्छ',
  overtime_advance_past: 'पहिल्यै मागिने अतिरिक्त समय आज वा पछिको दिनका लागि हुनुपर्छ',
  overtime_needs_approval:
    'यहाँ अतिरिक्त समय पहिल्यै स्वीकृत हुनुपर्छ: पहिले अग्रिम माग गर्नुहोस्, वा त्यो निवेदन स्वीकृत हुन पर्खनुहोस्',
  overtime_request_open: 'यो दिनको अतिरिक्त समयको एउटा निवेदन निर्णय पर्खिरहेको छ',
  overtime_substitute_unavailable: 'अतिरिक्त समयको भुक्तानी हुन्छ: यसको सट्टा बिदा अहिले जम्मा गरिँदैन',
};
