/** Nepali: the payroll area's refusals, by the codes of refusals.en.ts. */
import type { payrollRefusals } from './refusals.en.js';

export const nePayrollRefusals: Record<keyof typeof payrollRefusals, string> = {
  payroll_required: 'कर्मचारी छान्नुहोस् र तलब लेख्नुहोस्।',
  payroll_salary: 'तलब ० वा सोभन्दा बढीको सङ्ख्या हुनुपर्छ।',
  payroll_run_not_found: 'तलब चक्र भेटिएन',
  payroll_run_exists: 'यो महिनाको तलब चक्र पहिल्यै छ',
  payroll_run_locked:
    'यो तलब चक्र बन्द गरिसकिएको छ: यसमा परिवर्तन हुँदैन। सच्याउनुपर्ने कुरा अर्को चक्रमा समायोजनको रूपमा राख्नुहोस्।',
  payroll_run_not_locked: 'प्रकाशित गर्नुअघि तलब चक्र बन्द गर्नुहोस्',
  payroll_run_not_calculated: 'बन्द गर्नुअघि तलब चक्र हिसाब गर्नुहोस्',
  payroll_run_published: 'यो तलब चक्र पहिल्यै प्रकाशित भइसकेको छ',
  payroll_no_tax_table: 'आर्थिक वर्ष {{year}} ({{variant, variant}}) का आयकर दरहरू छैनन्: सेटिङ → तलबमा थप्नुहोस्',
  payroll_period: 'अवधि पात्रोमा भएको महिना yyyy-mm को रूपमा हुनुपर्छ',
  payroll_brackets: 'कर दरका सीमाहरू क्रमशः बढ्दै जानुपर्छ, अन्तिम दरको सीमा हुँदैन, र दर ० देखि १०० प्रतिशतसम्म हुनुपर्छ',
  payroll_amount: 'रकम पैसाको पूर्ण सङ्ख्या, ० वा बढी हुनुपर्छ',
  payroll_rate: 'दर आधार अङ्कको पूर्ण सङ्ख्या, ० देखि १०००० (१०० प्रतिशत) सम्म हुनुपर्छ',
  payroll_line_value: 'प्रत्येक आम्दानी वा कट्टीमा रकम वा आधारभूत तलबको प्रतिशतमध्ये एउटा मात्र चाहिन्छ',
  payroll_line_names: 'आम्दानी र कट्टीका नाम दोहोरिनु हुँदैन',
  payroll_scheme_not_found: 'योगदान योजना भेटिएन',
  payroll_no_festival_allowance: 'तपाईंको देशको प्रोफाइलमा चाडपर्व खर्च आवश्यक छैन: बोनस समायोजनका रूपमा दिनुहोस्',
  payroll_tax_year_unconfirmed:
    'आर्थिक वर्ष {{year}} का आयकर तथ्याङ्क पुष्टि भएका छैनन्: आर्थिक ऐनसँग भिडाएर सेटिङ → तलबमा पुष्टि गर्नुहोस्',
  payroll_tax_year_not_found: 'यो आर्थिक वर्षका आयकर तथ्याङ्क छैनन्',
  payroll_tax_year_exists: 'यो आर्थिक वर्षका आयकर दरहरू पहिल्यै छन्',
  payroll_no_tax_pack: 'तपाईंको देशको यो आर्थिक वर्षका आयकर तथ्याङ्क समावेश छैनन्: आफैं थप्नुहोस्',
  payroll_share_divisor: 'आयको भाग १ देखि १०० सम्मको पूर्ण सङ्ख्या वा केही नहुनुपर्छ',
  payroll_scheme_taken: 'यो नामको योगदान योजना पहिल्यै छ',
  payroll_not_in_run: 'यो व्यक्ति यो तलब चक्रमा हुनुहुन्न',
  payroll_adjustment_zero: 'समायोजन ० हुनु हुँदैन',
  payroll_days: 'दिन ० वा बढी, पूरा वा आधा दिनमा हुनुपर्छ',
  payroll_payslip_not_found: 'तलब विवरण भेटिएन',
  payroll_adjustment_paid: 'यो चक्रको एउटा समायोजन बीचमै अर्को चक्रले तिरिसक्यो: बन्द गर्नुअघि फेरि हिसाब गर्नुहोस्',
  payroll_files_need_lock: 'वैधानिक फाइलहरू बनाउनुअघि तलब चक्र बन्द गर्नुहोस्',
  payroll_bank_needs_lock: 'बैंक भुक्तानी फाइल बनाउनुअघि तलब चक्र बन्द गर्नुहोस्',
  payroll_payslips_need_lock: 'तलब विवरणहरू बनाउनुअघि तलब चक्र बन्द गर्नुहोस्',
  payroll_payslips_not_ready: 'तलब विवरणहरू अझै बन्दै छन्: तयार भएपछि डाउनलोड गर्नुहोस्',
};
