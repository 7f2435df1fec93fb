/** Nepali: the organisation area's refusals, by the codes of refusals.en.ts. */
import type { organisationRefusals } from './refusals.en.js';

export const neOrganisationRefusals: Record<keyof typeof organisationRefusals, string> = {
  org_value_not_found: 'सूचीको यो मान भेटिएन',
  org_value_name_taken: '{{kind, orgKind}} “{{name}}” सूचीमा पहिल्यै छ',
  org_value_merge_self: 'कुनै मानलाई आफैँमा गाभ्न मिल्दैन',
  org_value_merge_kind: 'मानलाई उही सूचीको अर्को मानमा मात्र गाभ्न मिल्छ',
  org_value_merge_retired: 'सक्रिय मानमा गाभ्नुहोस्: “{{name}}” अवकाशप्राप्त छ',
  org_value_unknown: "{{kind, orgKind}} '{{name}}' संस्थाको सूचीमा छैन",
  org_value_retired: "{{kind, orgKind}} '{{name}}' अवकाशप्राप्त छ, छान्न मिल्दैन",
};
