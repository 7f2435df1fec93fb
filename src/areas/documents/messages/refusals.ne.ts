/** Nepali: the documents area's refusals, by the codes of refusals.en.ts. */
import type { documentsRefusals } from './refusals.en.js';

export const neDocumentsRefusals: Record<keyof typeof documentsRefusals, string> = {
  file_too_large: 'एउटा फाइल बढीमा {{mb}} MB को हुन सक्छ',
  photo_type: 'फोटो {{types}} छवि हुनुपर्छ',
  document_type: '{{kind, documentKind}} {{types}} फाइल हुनुपर्छ',
  contract_not_replaceable: 'रोजगार सम्झौता बदल्न मिल्दैन',
  replaced_missing: 'बदल्नुपर्ने कागजात भेटिएन',
  file_missing: 'यो कागजातको फाइल हराएको छ',
  document_not_found: 'कागजात भेटिएन',
  file_empty: 'फाइल खाली छ',
};
