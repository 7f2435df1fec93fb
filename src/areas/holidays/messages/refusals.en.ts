/** English: the holidays area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const holidaysRefusals = {
  holiday_not_found: 'Holiday not found',
  holiday_taken: 'A holiday with this name is already on this date',
  holiday_branches_max: 'A holiday can list at most {{max}} branches',
  holiday_file_empty: 'The file is empty',
  holiday_file_too_large: 'The file is too large: at most {{max}} characters',
  holiday_file_too_many: 'The file has more than {{max}} holidays',
  holiday_file_unreadable: 'The file could not be read as {{format}}',
  holiday_file_row: 'Row {{line}} of the file: its {{column}} cannot be read',
} as const;
