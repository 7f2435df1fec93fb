/** Nepali: the analytics area's texts: hr's charts (composed into the catalogue by one line). */
import type { Catalogue } from '../../../shared/i18n/index.js';

export const neAnalytics: Pick<Catalogue, 'analytics'> = {
  analytics: {
    description: 'संस्थाभरिको कर्मचारी सङ्ख्या, तलब, हाजिरी र बिदा।',
    attendanceSummary: '{{from}} देखि {{to}} सम्मका {{days}} कामका दिनको हाजिरी दर र ढिलो आगमन: कुल दर {{rate}}',
    lowest: ', सबैभन्दा कम {{date}} मा {{rate}}',
    lateInAll_one: '; जम्मा {{count}} पटक ढिलो आगमन।',
    lateInAll_other: '; जम्मा {{count}} पटक ढिलो आगमन।',
    attendanceRate: 'हाजिरी दर',
    attendanceTitle: 'हाजिरी, पछिल्ला ३० दिन',
    workingDaysFrom: '{{from}} देखि {{to}} सम्मका कामका दिन',
    perDay: 'प्रत्येक कामको दिनको हाजिरी',
    expected: 'अपेक्षित',
    rate: 'दर',
    noData: 'अहिलेसम्म तथ्याङ्क छैन।',
    showTable: 'तालिकामा देखाउनुहोस्',
    tableOf: '{{title}} तालिका',
    headcountSummary: 'विभागअनुसार सक्रिय कर्मचारीको स्तम्भ चित्र, {{departments}} विभागमा {{people}}: {{list}}।',
    people_one: '{{count}} जना',
    people_other: '{{count}} जना',
    activeEmployees: 'सक्रिय कर्मचारी',
    headcount: 'कर्मचारी सङ्ख्या',
    salarySummary:
      '{{currency}} मा विभागअनुसार औसत मासिक तलबको स्तम्भ चित्र: सबैभन्दा बढी {{top}}, सबैभन्दा कम {{bottom}}।',
    salaryTitle: 'विभागअनुसार औसत तलब',
    salaryDescription: 'मासिक, सक्रिय कर्मचारी, {{currency}} मा',
    averageSalaryIn: 'औसत तलब ({{currency}})',
    averageSalary: 'औसत तलब',
    leaveSummary:
      'सुरु हुने महिनाअनुसार बिदा निवेदनको थाक स्तम्भ चित्र, {{from}} देखि {{to}} सम्म: {{requests}}, {{list}}।',
    leaveSummaryBusiest:
      'सुरु हुने महिनाअनुसार बिदा निवेदनको थाक स्तम्भ चित्र, {{from}} देखि {{to}} सम्म: {{requests}}, {{list}}; सबैभन्दा व्यस्त महिना {{month}}, {{most}} निवेदन।',
    requests_one: '{{count}} निवेदन',
    requests_other: '{{count}} निवेदन',
    leaveTitle: 'महिनाअनुसार बिदा निवेदन',
    leaveDescription: 'अवस्था र सुरु हुने महिनाअनुसार, {{from}} देखि {{to}} सम्म',
    leaveCaption: 'महिना र अवस्थाअनुसार बिदा निवेदन',
    total: 'जम्मा',
  },
};
