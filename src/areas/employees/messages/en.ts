/** English: the employees area's texts (composed into the catalogue by one line): an employee's documents. */
export const enEmployees = {
  documents: {
    uploaded: '{{kind}}: {{name}} uploaded',
    kind: {
      photo: 'Photo',
      government_id: 'Government ID',
      education_certificate: 'Educational Certificates',
      experience_letter: 'Experience Letters',
      employment_contract: 'Employment Contracts',
      supporting_document: 'Supporting documents',
    },
    addKind: 'Add {{kind}}',
    uploadKind: 'Upload {{kind}}',
    add: 'Add',
    upload: 'Upload',
    none: 'No file uploaded yet',
    viewNamed: 'View {{name}}',
    view: 'View',
    downloadNamed: 'Download {{name}}',
    download: 'Download',
    fileFacts: '{{type}} · {{size}} KB · uploaded {{date}}',
    replaceNamed: 'Replace {{name}}',
    replace: 'Replace',
  },
};
