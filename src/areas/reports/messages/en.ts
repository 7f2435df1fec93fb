/** English: the reports area's texts (composed into the catalogue by one line): the employee report (spec §7). */
export const enReports = {
  report: {
    title: 'Employee Report',
    personal: 'Personal Information',
    employment: 'Employment Details',
    analysis: 'AI Analysis',
    generating: 'Generating report...',
    print: 'Print Report',
    writtenBy: 'Written by {{by}} on {{when}}.',
    model: 'the language model {{model}}',
    builtIn: 'the built-in analyser',
  },
};
