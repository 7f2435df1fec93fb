/**
 * Nepali: texts of the app's frame and the date pickers (the sign-in pages' are the account area's), the API's enumerations, and what the
 * server writes (e-mails, CSV headers).
 */
import type { Catalogue } from '../index.js';

export const neShell: Pick<
  Catalogue,
  | 'app'
  | 'nav'
  | 'notFound'
  | 'routeError'
  | 'common'
  | 'pagination'
  | 'format'
  | 'calendar'
  | 'enums'
  | 'email'
  | 'csv'
> = {
  app: {
    brand: 'HRIS',
    documentTitle: 'HRIS — मानव संसाधन',
    adminTitle: 'HRIS प्रशासन',
    footer: '© {{year}} {{company}}। सर्वाधिकार सुरक्षित।',
  },
  nav: {
    dashboard: 'ड्यासबोर्ड',
    attendance: 'हाजिरी',
    leave: 'बिदा',
    team: 'टोली',
    calendar: 'पात्रो',
    approvals: 'स्वीकृतिहरू',
    approvalHistory: 'स्वीकृति इतिहास',
    reviews: 'मूल्याङ्कनहरू',
    admin: 'प्रशासन',
    profile: 'प्रोफाइल',
    logout: 'लगआउट',
    main: 'मुख्य',
    mobile: 'मोबाइल',
    openMenu: 'मेनु खोल्नुहोस्',
    closeMenu: 'मेनु बन्द गर्नुहोस्',
    adminMenu: 'प्रशासन मेनु',
    employees: 'कर्मचारीहरू',
    addEmployee: 'नयाँ कर्मचारी थप्नुहोस्',
    viewEmployees: 'सबै कर्मचारी हेर्नुहोस्',
    performance: 'कार्यसम्पादन',
    payroll: 'तलब',
    analytics: 'विश्लेषण',
    audit: 'लेखा परीक्षण लग',
    settings: 'सेटिङ',
    expand: '{{name}} फैलाउनुहोस्',
    collapse: '{{name}} खुम्च्याउनुहोस्',
    switchToDark: 'अँध्यारो मोडमा जानुहोस्',
    switchToLight: 'उज्यालो मोडमा जानुहोस्',
    mySettings: 'मेरो सेटिङ',
  },
  notFound: {
    title: 'पृष्ठ भेटिएन',
    text: 'तपाईंले खोज्नुभएको पृष्ठ अस्तित्वमा छैन।',
    link: 'ड्यासबोर्डमा जानुहोस्',
  },
  routeError: {
    title: 'यो पृष्ठ देखाउन सकिएन',
    offline: 'तपाईं अफलाइन हुनुहुन्छ। जडान फर्केपछि यो पृष्ठ खुल्नेछ।',
    chunk: 'HRIS को नयाँ संस्करण आएको छ, वा यो पृष्ठको केही भाग डाउनलोड हुन सकेन। जारी राख्न फेरि लोड गर्नुहोस्।',
    other: 'यो पृष्ठ देखाउँदा केही गडबड भयो।',
    reload: 'फेरि लोड गर्नुहोस्',
    retry: 'फेरि प्रयास गर्नुहोस्',
  },
  common: {
    cancel: 'रद्द गर्नुहोस्',
    close: 'बन्द गर्नुहोस्',
    loading: 'लोड हुँदैछ...',
    error: 'त्रुटि: {{message}}',
    saving: 'सुरक्षित गर्दै...',
    refresh: 'ताजा गर्नुहोस्',
    notAvailable: 'उपलब्ध छैन',
    hours: '{{h}} घण्टा',
    hoursMinutes: '{{h}} घण्टा {{m}} मिनेट',
    save: 'सुरक्षित गर्नुहोस्',
    back: 'पछाडि',
    submitting: 'पेस गर्दै...',
    unexpected: 'अनपेक्षित त्रुटि भयो।',
    networkError: 'नेटवर्क त्रुटि',
    exportCsv: 'CSV निर्यात गर्नुहोस्',
    all: 'सबै',
  },
  pagination: {
    pages: 'पृष्ठहरू',
    previousPage: 'अघिल्लो पृष्ठ',
    previous: 'अघिल्लो',
    page: 'पृष्ठ {{page}}',
    number: '{{page}}',
    nextPage: 'अर्को पृष्ठ',
    atLeast: '{{total}} भन्दा बढी',
    range: '{{total}} मध्ये {{from}}–{{to}}',
    next: 'अर्को',
  },
  format: {
    zoneNote: '({{zone}} समय)',
  },
  calendar: {
    pickDate: 'मिति छान्नुहोस्',
    chooseDate: 'मिति छान्नुहोस्',
    previousMonth: 'अघिल्लो महिनामा जानुहोस्',
    nextMonth: 'अर्को महिनामा जानुहोस्',
    holiday: 'बिदा: {{name}}',
    weekend: 'कामको दिन होइन',
    today: 'आज',
    selected: 'छानिएको',
    clear: 'मिति हटाउनुहोस्',
  },
  enums: {
    gender: {
      male: 'पुरुष',
      female: 'महिला',
      other: 'अन्य',
      'prefer-not-to-say': 'भन्न चाहन्न',
    },
    employmentType: {
      'full-time': 'पूर्णकालीन',
      'part-time': 'आंशिक',
      contract: 'करार',
      intern: 'प्रशिक्षार्थी',
    },
    workLocation: {
      office: 'कार्यालय',
      remote: 'टाढाबाट',
      hybrid: 'मिश्रित',
    },
    position: {
      CEO: 'प्रमुख कार्यकारी अधिकृत',
      CTO: 'प्रमुख प्रविधि अधिकृत',
      HR: 'मानव संसाधन',
      Manager: 'प्रबन्धक',
      Supervisor: 'सुपरिवेक्षक',
      Officer: 'अधिकृत',
      Intern: 'प्रशिक्षार्थी',
    },
    role: {
      hr: 'मानव संसाधन',
      manager: 'प्रबन्धक',
      employee: 'कर्मचारी',
    },
    roleLong: {
      hr: 'मानव संसाधन (पूर्ण पहुँच)',
      manager: 'प्रबन्धक (आफ्ना अभिलेख र टोलीको स्वीकृति)',
      employee: 'कर्मचारी (आफ्ना अभिलेख)',
    },
    status: {
      Active: 'सक्रिय',
      Terminated: 'सेवा समाप्त',
      'On Leave': 'बिदामा',
    },
  },
  email: {
    resetSubject: 'आफ्नो HRIS पासवर्ड परिवर्तन गर्नुहोस्',
    resetText:
      'नमस्ते {{name}},\n\nयहाँ नयाँ पासवर्ड राख्नुहोस् (लिङ्क एक पटक, {{minutes}} मिनेटसम्म मात्र चल्छ):\n{{link}}\n\nतपाईंले यो मागनुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।',
    welcomeSubject: 'तपाईंको HRIS खाता तयार छ',
    welcomeText:
      'नमस्ते {{name}},\n\nHRIS मा तपाईंको खाता बनाइएको छ। यहाँ आफ्नो पासवर्ड राख्नुहोस् (लिङ्क एक पटक, {{days}} दिनसम्म मात्र चल्छ):\n{{link}}\n\nत्यसपछि आफ्नो इमेल ठेगाना {{email}} ले साइन इन गर्नुहोस्।',
    greeting: 'नमस्ते {{name}},',
    open: 'HRIS मा खोल्नुहोस्',
    footer: 'तपाईंको सूचना सेटिङका कारण यो इमेल आएको हो; HRIS को सेटिङमा गएर बदल्न सकिन्छ।',
    securityFooter: 'यो सुरक्षा सूचना हो: यो सधैँ पठाइन्छ।',
    digestSubject: 'तपाईंको निर्णय पर्खिरहेका निवेदन',
    digestIntro: 'यी निवेदन तपाईंको निर्णय पर्खिरहेका छन्:',
    digestLine: '{{name}}: {{what}}, {{date}} मा मागिएको',
  },
  csv: {
    id: 'परिचय नम्बर',
    firstName: 'पहिलो नाम',
    lastName: 'थर',
    email: 'इमेल',
    designation: 'पद',
    contact: 'सम्पर्क',
    salary: 'तलब',
    status: 'अवस्था',
    date: 'मिति',
    employeeId: 'कर्मचारी परिचय नम्बर',
    name: 'नाम',
    department: 'विभाग',
    dateOfJoining: 'काममा लागेको मिति',
    manager: 'सुपरिवेक्षक',
    checkIn: 'आगमन',
    checkOut: 'प्रस्थान',
    submitted: 'पेस भयो',
    correctionReason: 'सच्याउनुको कारण',
    yes: 'हो',
    no: 'होइन',
    time: 'समय',
    actor: 'गर्ने व्यक्ति',
    action: 'कार्य',
    entity: 'वस्तु',
    entityId: 'वस्तुको परिचय नम्बर',
    before: 'पहिले',
    after: 'पछि',
    requestId: 'अनुरोध नम्बर',
    unknown: 'अज्ञात',
    system: 'प्रणाली',
  },
};
