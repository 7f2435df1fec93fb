/** Nepali: the employees area's texts (composed into the catalogue by one line): an employee's documents. */
import type { Catalogue } from '../../../shared/i18n/index.js';

export const neEmployees: Pick<Catalogue, 'documents'> = {
  documents: {
    uploaded: '{{kind}}: {{name}} अपलोड भयो',
    kind: {
      photo: 'फोटो',
      government_id: 'सरकारी परिचयपत्र',
      education_certificate: 'शैक्षिक प्रमाणपत्र',
      experience_letter: 'अनुभव पत्र',
      employment_contract: 'रोजगार सम्झौता',
      supporting_document: 'सहायक कागजात',
    },
    addKind: '{{kind}} थप्नुहोस्',
    uploadKind: '{{kind}} अपलोड गर्नुहोस्',
    add: 'थप्नुहोस्',
    upload: 'अपलोड गर्नुहोस्',
    none: 'अहिलेसम्म कुनै फाइल अपलोड भएको छैन',
    viewNamed: '{{name}} हेर्नुहोस्',
    view: 'हेर्नुहोस्',
    downloadNamed: '{{name}} डाउनलोड गर्नुहोस्',
    download: 'डाउनलोड',
    fileFacts: '{{type}} · {{size}} KB · {{date}} मा अपलोड',
    replaceNamed: '{{name}} बदल्नुहोस्',
    replace: 'बदल्नुहोस्',
  },
};
