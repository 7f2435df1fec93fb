/** Nepali: the backups area's texts: the list Settings shows (composed into the catalogue by one line). */
import type { Catalogue } from '../../../shared/i18n/index.js';

export const neBackups: Pick<Catalogue, 'backups'> = {
  backups: {
    title: 'ब्याकअप',
    description:
      'डाटा फोल्डरभित्रको ब्याकअप फोल्डरमा डाटाबेसका प्रतिलिपिहरू: हरेक दिन एउटा, र अपग्रेडले डाटाबेस बदल्नुअघि एउटा। तिनलाई अर्को कम्प्युटरमा सार्नुहोस्, र डाटा कुञ्जी तिनभन्दा छुट्टै राख्नुहोस्: त्यसबिना ब्याकअपका व्यक्तिगत नम्बरहरू पढ्न सकिँदैन। {{restore}} ले एउटा फिर्ता राख्छ।',
    keeps_one: 'सबैभन्दा नयाँ दैनिक ब्याकअप राखिन्छ, र अपग्रेडअघिको सबैभन्दा नयाँ पनि।',
    keeps_other: 'सबैभन्दा नयाँ {{n}} दैनिक ब्याकअप राखिन्छन्, र अपग्रेडअघिका पनि त्यति नै।',
    off: 'सर्भरले आफैं ब्याकअप बनाउँदैन (BACKUP_KEEP 0 छ)। {{backup}} ले बनाएका यहाँ देखिन्छन्।',
    postgres:
      'सर्भरले {{database}} डाटाबेसको ब्याकअप आफैं बनाउँदैन: {{backup}} वा तपाईंको डाटाबेस सेवाबाट ब्याकअप लिनुहोस्।',
    none: 'अहिलेसम्म कुनै ब्याकअप छैन।',
    file: 'फाइल',
    kind: 'प्रकार',
    size: 'आकार',
    taken: 'लिइएको',
    kinds: {
      daily: 'दैनिक',
      'before-migrating': 'अपग्रेडअघि',
      manual: 'हातले',
    },
    mb: '{{size}} MB',
  },
};
