/** नेपाली: कर्मचारी प्रतिवेदन (spec §7)। */
import type { Catalogue } from '../../../shared/i18n/index.js';

export const neReports: Pick<Catalogue, 'report'> = {
  report: {
    title: 'कर्मचारी प्रतिवेदन',
    personal: 'व्यक्तिगत जानकारी',
    employment: 'रोजगारी विवरण',
    analysis: 'AI विश्लेषण',
    generating: 'प्रतिवेदन तयार हुँदैछ...',
    print: 'प्रतिवेदन छाप्नुहोस्',
    writtenBy: '{{when}} मा {{by}} ले लेखेको।',
    model: 'भाषा मोडेल {{model}}',
    builtIn: 'भित्री विश्लेषक',
  },
};
