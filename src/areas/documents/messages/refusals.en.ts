/** English: the documents area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const documentsRefusals = {
  file_too_large: 'A file may be at most {{mb}} MB',
  photo_type: 'Photo must be a {{types}} image',
  document_type: '{{kind, documentKind}} must be a {{types}} file',
  contract_not_replaceable: 'An employment contract cannot be replaced',
  replaced_missing: 'The document to replace was not found',
  file_missing: 'The file of this document is missing',
  document_not_found: 'Document not found',
  file_empty: 'File is empty',
} as const;
