/** English: the employees area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const employeesRefusals = {
  employee_id_taken: 'An employee with this employee ID already exists',
  manager_loop: 'That manager reports to this employee, which would make a reporting loop',
  manager_missing: 'The chosen manager does not exist or is terminated',
  already_terminated: 'This employee is already terminated',
  terminate_self: 'You cannot terminate your own account',
  own_role: 'Role: You cannot change your own role',
  contact_digits: 'Contact number must be exactly 10 digits',
  salary_negative: 'Salary must not be negative',
  salary_too_large: 'Salary is too large',
  salary_decimals: 'Salary can have at most two decimals',
  id_account_format: '{{field, field}} may contain only letters A to Z and digits',
  id_grouped_format:
    '{{field, field}} may contain only letters A to Z and digits, in groups separated by one space, hyphen, slash or dot',
  id_pan_format: '{{field, field}} must be exactly 9 digits',
  id_ssf_format: '{{field, field}} must be 6 to 15 digits',
  id_citizenship_format:
    '{{field, field}} must be digits in groups separated by one hyphen, slash or dot, such as 27-01-72-12345',
  id_nin_format: '{{field, field}} must be 8 to 12 digits',
  id_district_unknown: "{{field, field}} must be one of Nepal's 77 districts, in English or Nepali",
  identity_required: '{{field, field}} is required: the organisation asks every employee for it',
  name_line_break: '{{field, field}} cannot have a line break',
  birth_under_age:
    'By this date of birth the person would be under 14 on joining: the Labour Act 2074 forbids employing anyone under 14',
} as const;
