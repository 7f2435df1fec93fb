/** Nepali: the integrations area's refusals, by the codes of refusals.en.ts. */
import type { integrationsRefusals } from './refusals.en.js';

export const neIntegrationsRefusals: Record<keyof typeof integrationsRefusals, string> = {
  token_invalid: 'यो API टोकन मान्य छैन',
  token_revoked: 'यो API टोकन रद्द गरिएको छ',
  token_expired: 'यो API टोकनको म्याद सकिएको छ',
  token_address_refused: 'यो API टोकन यो ठेगानाबाट प्रयोग गर्न मिल्दैन',
  token_not_for_person: 'यो काम साइन इन गरेको व्यक्तिका लागि हो: API टोकनले गर्न मिल्दैन',
  token_scope_missing: 'यो API टोकनसँग यो कामको दायरा छैन ({{scope}})',
  token_employee_required: 'API टोकनबाट गरिने कामले सम्बन्धित कर्मचारी खुलाउनुपर्छ',
  token_throttled: 'यो API टोकनबाट धेरै अनुरोध आए: एक मिनेटपछि फेरि प्रयास गर्नुहोस्',
  token_scope_unknown: 'दिइएका क्षेत्रहरूमध्येबाट दायरा छान्नुहोस्',
  token_scopes_required: 'कम्तीमा एउटा दायरा छान्नुहोस्',
  token_cidr_invalid: 'अनुमति दिइएको ठेगाना IP ठेगाना वा CIDR रूपको सञ्जाल हो, जस्तै 203.0.113.0/24',
  api_token_not_found: 'API टोकन भेटिएन',
} as const;
