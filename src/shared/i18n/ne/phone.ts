/** Nepali: the installable app (decision 014) and clocking in from a phone (rules §14). */
import type { Catalogue } from '../index.js';

export const nePhone: Pick<Catalogue, 'pwa' | 'phoneClock' | 'flaggedPunches'> = {
  pwa: {
    updateAvailable: 'नयाँ संस्करण उपलब्ध छ',
    reload: 'फेरि लोड गर्नुहोस्',
    later: 'पछि',
    offlineReady: 'HRIS अब इन्टरनेट बिना पनि खुल्छ।',
  },
  phoneClock: {
    queued: 'लाइनमा राखियो, अनलाइन हुँदा पठाइनेछ',
    queuedToast: 'तपाईं अफलाइन हुनुहुन्छ। तपाईंको हाजिरी यही उपकरणमा राखियो र अनलाइन हुँदा पठाइनेछ।',
    queuedPending_one: '{{count}} हाजिरी पठाउन बाँकी',
    queuedPending_other: '{{count}} हाजिरी पठाउन बाँकी',
    sent_one: 'लाइनमा रहेको {{count}} हाजिरी पठाइयो',
    sent_other: 'लाइनमा रहेका {{count}} हाजिरी पठाइयो',
    refused: 'लाइनमा रहेको एउटा हाजिरी दर्ता भएन: {{message}}',
    offlineTitle: 'तपाईं अफलाइन हुनुहुन्छ',
    offlineIntro:
      'इन्टरनेट फर्केपछि HRIS खुल्छ। अहिले पनि आगमन वा प्रस्थान दर्ता गर्न सक्नुहुन्छ: हाजिरी यही उपकरणमा यही बेलाको समयसहित राखिन्छ र अनलाइन हुँदा पठाइन्छ।',
    gapLabel: 'उपकरणको घडी यति मिनेटभन्दा बढी फरक भए हाजिरीमा चिनो लगाउने',
    gapHint:
      'अफलाइनमा लाइनमा राखिएको हाजिरी ढिलो आइपुग्छ; त्यसको समय उपकरणकै हुन्छ, र उपकरण र सर्भरको घडी यसभन्दा बढी फरक भए मानव संसाधनलाई हेर्न भनिन्छ।',
  },
  flaggedPunches: {
    title: 'हेर्नुपर्ने हाजिरी',
    description:
      'उपकरणको घडी सर्भरको भन्दा धेरै फरक भएका हाजिरी (प्रायः अफलाइनमा लाइनमा राखिएका)। आवश्यक भए तलको तालिकामा दिन सच्याउनुहोस्, अनि हाजिरी हेरिएको चिनो लगाउनुहोस्।',
    clockIn: 'आगमन',
    clockOut: 'प्रस्थान',
    clock_gap: 'घडीको फरक',
    day: 'दिन: {{date}}',
    deviceTime: 'उपकरणमा: {{time}}',
    receivedAt: 'प्राप्त: {{time}}',
    review: 'हेरिएको चिनो लगाउनुहोस्',
    reviewFor: 'हेरिएको चिनो लगाउनुहोस् ({{name}})',
    reviewed: 'हाजिरी हेरिएको चिनो लगाइयो।',
  },
};
