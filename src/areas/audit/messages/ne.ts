/** Nepali: the audit area's texts: hr's audit log (composed into the catalogue by one line). */
import type { Catalogue } from '../../../shared/i18n/index.js';

export const neAudit: Pick<Catalogue, 'audit'> = {
  audit: {
    entity: 'वस्तु',
    from: 'देखि',
    to: 'सम्म',
    stopFiltering: '{{name}} अनुसार छान्न छोड्नुहोस्',
    actorIs: 'गर्ने व्यक्ति: {{name}}',
    viaIntegration: 'API टोकन {{name}} मार्फत',
    caption: 'लेखा परीक्षण लगका प्रविष्टि, नयाँ पहिले',
    column: {
      time: 'समय',
      actor: 'गर्ने व्यक्ति',
      action: 'कार्य',
      entity: 'वस्तु',
      details: 'विवरण',
    },
    pages: 'लेखा परीक्षण लगका पृष्ठ',
    pageOf_one: 'पृष्ठ {{page}} / {{pages}} · {{count}} प्रविष्टि',
    pageOf_other: 'पृष्ठ {{page}} / {{pages}} · {{count}} प्रविष्टि',
    system: 'प्रणाली',
    beforeAfter: 'पहिले र पछि',
  },
};
