/** English: the organisation area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const organisationRefusals = {
  org_value_not_found: 'This list value was not found',
  org_value_name_taken: '{{kind, orgKind}} “{{name}}” is already in the list',
  org_value_merge_self: 'A value cannot be merged into itself',
  org_value_merge_kind: 'A value can be merged only into another value of the same list',
  org_value_merge_retired: 'Merge into an active value: “{{name}}” is retired',
  org_value_unknown: "{{kind, orgKind}} '{{name}}' is not in the organisation's list",
  org_value_retired: "{{kind, orgKind}} '{{name}}' is retired and cannot be chosen",
} as const;
