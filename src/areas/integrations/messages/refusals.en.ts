/** English: the integrations area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const integrationsRefusals = {
  token_invalid: 'This API token is not valid',
  token_revoked: 'This API token was revoked',
  token_expired: 'This API token has expired',
  token_address_refused: 'This API token may not be used from this address',
  token_not_for_person: 'This call is for a person signed in: an API token cannot make it',
  token_scope_missing: 'This API token has no scope for this call ({{scope}})',
  token_employee_required: 'A call made with an API token names the employee it is about',
  token_throttled: 'Too many requests with this API token: try again in a minute',
  token_scope_unknown: 'Choose the scopes among the areas offered',
  token_scopes_required: 'Choose at least one scope',
  token_cidr_invalid: 'An allowed address is an IP address or a network in CIDR form, such as 203.0.113.0/24',
  api_token_not_found: 'API token not found',
} as const;
