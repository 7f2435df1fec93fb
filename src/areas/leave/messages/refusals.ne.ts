/** Nepali: the leave area's refusals, by the codes of refusals.en.ts. */
import type { leaveRefusals } from './refusals.en.js';

export const neLeaveRefusals: Record<keyof typeof leaveRefusals, string> = {
  leave_required: 'सबै क्षेत्र भर्न आवश्यक छ।',
  end_before_start: 'अन्तिम मिति सुरु मितिभन्दा अघि हुनु हुँदैन',
  leave_too_long: 'अन्तिम मिति सुरु मितिभन्दा बढीमा ३६५ दिनपछि हुनुपर्छ',
  no_working_days: 'छानिएका मितिमा कुनै कामको दिन छैन।',
  own_decision: 'आफ्नै बिदा निवेदनमा निर्णय गर्न मिल्दैन।',
  leave_not_found: 'बिदा निवेदन भेटिएन',
  leave_type_choice: 'बिदाको प्रकार यीमध्ये एक हुनुपर्छ: {{types}}',
  leave_not_eligible:
    '{{type, leaveType}} यो कर्मचारीका लागि उपलब्ध छैन (यो केही लिङ्ग वा रोजगारीका प्रकारका लागि मात्र हो)',
  leave_overlap_day:
    'यी मितिहरू {{start, date}} को तपाईंको {{status, status}} बिदासँग खप्टिन्छन्: {{part, dayPart}}।',
  leave_overlap:
    'यी मितिहरू {{start, date}} देखि {{end, date}} सम्मको तपाईंको {{status, status}} बिदासँग खप्टिन्छन्।',
  leave_not_enough:
    '{{year}} मा {{type, leaveType}} पुग्दैन: {{requested, workingDays}} माग गरियो, {{available, days}} उपलब्ध ({{allowance}} जम्मा, {{used}} प्रयोग, {{pending}} विचाराधीन)।',
  leave_not_pending:
    'यो बिदा निवेदन पहिल्यै {{status, status}} छ; विचाराधीन निवेदन मात्र {{verb, verb}} गर्न सकिन्छ।',
  leave_already: 'यो बिदा निवेदन पहिल्यै {{status, status}} छ।',
  decision_status: 'अवस्था स्वीकृत वा अस्वीकृत हुनुपर्छ',
  year_range: 'वर्ष २००० देखि २१०० बीच हुनुपर्छ',
  leave_first_day_part: 'धेरै दिनको बिदा दिउँसोबाट सुरु हुन सक्छ, पहिलो दिन बिहान मात्र सकिँदैन',
  leave_last_day_part: 'धेरै दिनको बिदा अन्तिम दिन बिहान सकिन सक्छ, दिउँसोबाट सुरु हुँदैन',
  leave_one_day_part: 'एक दिनको बिदाको एउटै भाग हुन्छ: सुरुको भाग मात्र पठाउनुहोस्',
  leave_hours_one_day: 'घण्टा एक दिनको बिदामा मात्र छान्न सकिन्छ',
  leave_hours_times: 'घण्टाको सुरु र अन्त्य समय दिनुहोस्',
  leave_hours_order: 'अन्त्य समय सुरु समयपछि हुनुपर्छ',
  leave_hours_over_day: 'यी घण्टा एक कार्यदिनभन्दा लामा छन्: पूरा दिन छान्नुहोस्',
  leave_whole_days: '{{type, leaveType}} पूरा दिनमा मात्र लिन सकिन्छ',
  leave_half_days: '{{type, leaveType}} आधा वा पूरा दिनमा मात्र लिन सकिन्छ',
  leave_started: 'यो बिदा सुरु भइसकेको छ, त्यसैले अब रद्द गर्न सकिँदैन।',
  leave_year_outside: 'त्यो बिदा वर्ष संस्थाले प्रयोग गर्ने पात्रोभन्दा बाहिर छ',
  ledger_days: 'दिन ० बाहेकको सङ्ख्या हुनुपर्छ, दुवैतर्फ बढीमा ३६६, बढीमा दुई दशमलव स्थानसहित',
  ledger_reason: 'कारण आवश्यक छ',
  ledger_own_balance: 'तपाईं आफ्नै बिदा बाँकी मिलाउन सक्नुहुन्न; अर्को मानव संसाधन व्यक्तिले मिलाउनुपर्छ।',
  ledger_unknown_type: 'त्यो बिदाको प्रकार संस्थाका बिदाका प्रकारमध्ये होइन',
  ledger_unlimited_type: 'त्यो बिदाको प्रकार असीमित छ: यसको मिलाउने बाँकी छैन',
  accrual_future: 'जम्मा गर्न सुरु गर्ने दिन भविष्यमा हुनु हुँदैन',
  accrual_before_ledger: 'जम्मा गर्न सुरु गर्ने दिन बाँकी राख्न थालेको दिनभन्दा अघि हुनु हुँदैन',
};
