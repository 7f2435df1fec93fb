/**
 * The Nepali names hr gave the demo's departments, branches, banks and leave types (issue 44, item 8): what a Nepali
 * reader of the demo sees. One place, read by demo.ts (its lists) and demo-leave.ts (its leave types).
 */
export const demoNepaliNames: Readonly<Record<string, string>> = {
  // Departments
  Engineering: 'इन्जिनियरिङ',
  Executive: 'कार्यकारी',
  Finance: 'लेखा तथा वित्त',
  'Human Resources': 'मानव संसाधन',
  Marketing: 'बजारीकरण',
  Operations: 'सञ्चालन',
  Sales: 'बिक्री',
  // Branches
  'Kathmandu head office': 'काठमाडौं प्रधान कार्यालय',
  'Pokhara branch': 'पोखरा शाखा',
  // Banks
  'Nabil Bank': 'नबिल बैंक',
  'Himalayan Bank': 'हिमालयन बैंक',
  'Nepal Investment Mega Bank': 'नेपाल इन्भेस्टमेन्ट मेगा बैंक',
  // Leave types
  Annual: 'वार्षिक बिदा',
  Sick: 'बिरामी बिदा',
  Personal: 'व्यक्तिगत बिदा',
  Unpaid: 'बेतलबी बिदा',
};

/** `{ labels: { ne } }` for a name that has a Nepali one, else nothing: spread into a value or a leave type. */
export const demoLabels = (name: string) => {
  const ne = demoNepaliNames[name];
  return ne ? { labels: { ne } } : {};
};
