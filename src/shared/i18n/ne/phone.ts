/** Nepali: the installable app (decision 014); clocking in from a phone is the attendance area's. */
import type { Catalogue } from '../index.js';

export const nePhone: Pick<Catalogue, 'pwa'> = {
  pwa: {
    updateAvailable: 'नयाँ संस्करण उपलब्ध छ',
    reload: 'फेरि लोड गर्नुहोस्',
    later: 'पछि',
    offlineReady: 'HRIS अब इन्टरनेट बिना पनि खुल्छ।',
  },
};
