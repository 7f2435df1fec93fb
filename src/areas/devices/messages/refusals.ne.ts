/** Nepali: the devices area's refusals, by the codes of refusals.en.ts. */
import type { devicesRefusals } from './refusals.en.js';

export const neDevicesRefusals: Record<keyof typeof devicesRefusals, string> = {
  device_not_found: 'हाजिरी यन्त्र भेटिएन',
  device_serial_taken: 'यो क्रम सङ्ख्या अर्को यन्त्रको छ',
  device_serial_invalid: 'क्रम सङ्ख्या १ देखि ४० वटा अक्षर, अङ्क, हाइफन वा अन्डरस्कोर हुनुपर्छ',
  device_pin_invalid: 'यन्त्र प्रयोगकर्ता नम्बर (PIN) १ देखि २४ वटा अक्षर, अङ्क, हाइफन वा अन्डरस्कोर हुनुपर्छ',
  device_pin_mapped: 'यो यन्त्र प्रयोगकर्ता नम्बर पहिल्यै जोडिएको छ: पहिले त्यो जोडाइ हटाउनुहोस्',
  device_pin_not_found: 'यन्त्र प्रयोगकर्ताको जोडाइ भेटिएन',
  device_unknown: 'यो क्रम सङ्ख्याको कुनै हाजिरी यन्त्र दर्ता छैन',
  device_disabled: 'यो हाजिरी यन्त्र बन्द गरिएको छ',
  device_throttled: 'यो यन्त्रबाट धेरै अनुरोध आए: एक मिनेटपछि फेरि प्रयास गर्नुहोस्',
  device_lines_max: 'एक पटकको अपलोडमा बढीमा {{max}} पङ्क्ति हुन सक्छन्',
  device_command_period: 'बढीमा {{days}} दिन पहिलेसम्मको, आजसम्म सकिने अवधिको हाजिरी माग्नुहोस्',
  device_no_pins: 'यो यन्त्रमा कुनै सक्रिय व्यक्ति जोडिएको छैन: पहिले उनीहरूको यन्त्र प्रयोगकर्ता नम्बर जोड्नुहोस्',
} as const;
