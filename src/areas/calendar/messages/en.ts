/** English: the Bikram Sambat calendar as data (issue 40, decision 028). */
export const enCalendar = {
  bsCalendar: {
    title: 'Bikram Sambat calendar',
    description:
      'The days of each month of each BS year. Nepal’s calendar committee publishes a year’s official calendar before it starts: check the lengths against it, correct them if they differ, and confirm the year. A correction moves every later date.',
    year: 'Year',
    months: 'Days in each month',
    total: 'Days',
    status: 'Status',
    source: 'Source',
    confirmed: 'Confirmed',
    notConfirmed: 'Not yet confirmed',
    edit: 'Correct',
    editNamed: 'Correct BS {{year}}',
    editTitle: 'Days of each month, BS {{year}}',
    sourceHint: 'Where the lengths come from, such as the calendar committee’s calendar for the year.',
    confirmNow: 'These are the official calendar’s lengths: confirm the year',
    confirm: 'Confirm',
    confirmNamed: 'Confirm BS {{year}}',
    confirmTitle: 'Confirm BS {{year}}?',
    confirmBody: 'Confirm that the days of each month of BS {{year}} match the official calendar.',
    save: 'Save',
    earlier: 'Earlier years',
    later: 'Later years',
    pickerUnconfirmed: 'Calendar for {{year}} not yet confirmed',
  },
} as const;
