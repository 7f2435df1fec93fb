/** Nepali: the installable app (decision 014) and clocking in from a phone (rules §14). */
import type { Catalogue } from '../index.js';

export const nePhone: Pick<Catalogue, 'pwa' | 'phoneClock'> = {
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
  },
};
