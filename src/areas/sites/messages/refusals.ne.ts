/** Nepali: the sites area's refusals, by the codes of refusals.en.ts. */
import type { sitesRefusals } from './refusals.en.js';

export const neSitesRefusals: Record<keyof typeof sitesRefusals, string> = {
  punch_outside_site: 'तपाईं आफ्नो कार्यस्थल ({{sites}}) बाहिर हुनुहुन्छ: आगमन वा प्रस्थान त्यहीँबाट मात्र दर्ता गर्न मिल्छ।',
  punch_unknown_network: 'यो नेटवर्क तपाईंको कार्यस्थलको नेटवर्क होइन: कार्यस्थलको नेटवर्कमा जोडिएर फेरि प्रयास गर्नुहोस्।',
  punch_no_location: 'आगमन वा प्रस्थान दर्ता गर्न तपाईंको स्थान चाहिन्छ: स्थान हेर्ने अनुमति दिएर फेरि प्रयास गर्नुहोस्।',
  site_not_found: 'कार्यस्थल भेटिएन',
  site_name_taken: 'यो नामको कार्यस्थल पहिल्यै छ',
  site_empty: 'कार्यस्थलमा स्थान वा कम्तीमा एउटा नेटवर्क चाहिन्छ',
  site_location_half: 'स्थानमा अक्षांश, देशान्तर र अर्धव्यास सँगै चाहिन्छ',
  site_radius: 'अर्धव्यास {{min}} देखि {{max}} मिटरसम्म हुनुपर्छ',
  site_latitude: 'अक्षांश -९० देखि ९० सम्म हुनुपर्छ',
  site_longitude: 'देशान्तर -१८० देखि १८० सम्म हुनुपर्छ',
  site_networks_max: 'नेटवर्कमा बढीमा {{max}} वटा दायरा राख्न सकिन्छ',
  site_cidr:
    '“{{entry}}” (नेटवर्कको {{position}} औं प्रविष्टि) नेटवर्क ठेगाना होइन: ठेगाना वा ठेगानाको दायरा लेख्नुहोस्, जस्तै 192.0.2.0/24',
};
