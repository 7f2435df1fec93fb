/** Nepali: the import area's refusals, by the codes of refusals.en.ts. */
import type { importRefusals } from './refusals.en.js';

export const neImportRefusals: Record<keyof typeof importRefusals, string> = {
  import_too_large: 'फाइल १० मेगाबाइटभन्दा ठूलो छ। यसलाई साना फाइलमा बाँड्नुहोस्।',
  import_too_many_rows: 'फाइलमा ५०००० भन्दा बढी पङ्क्ति छन्। यसलाई साना फाइलमा बाँड्नुहोस्।',
  import_too_many_columns: 'फाइलमा २०० भन्दा बढी स्तम्भ छन्। आयात गर्ने स्तम्भ मात्र राख्नुहोस्।',
  import_too_many_cells: 'फाइलमा २०००००० भन्दा बढी कक्ष छन्। यसलाई साना फाइलमा बाँड्नुहोस्।',
  import_xlsx_too_large: 'वर्कबुक खोल्दा २०० मेगाबाइटभन्दा ठूलो हुन्छ। यसलाई साना फाइलमा बाँड्नुहोस्।',
  import_xlsx_parts: 'वर्कबुकमा १००० भन्दा बढी भाग छन्। आयात गर्ने पाना छुट्टै वर्कबुकमा सेभ गर्नुहोस्।',
  import_xlsx_text: 'वर्कबुकमा १० मेगाबाइटभन्दा बढी पाठ छ। यसलाई साना फाइलमा बाँड्नुहोस्।',
  import_busy: 'अरू फाइलहरू पढिँदै छन्। एक मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  import_empty: 'फाइलमा शीर्षकमुनि कुनै पङ्क्ति छैन।',
  import_not_utf8:
    'फाइल युनिकोड पाठ होइन। यसलाई युनिकोड सीएसभी (वा एक्सेल वर्कबुक) का रूपमा सेभ गरेर फेरि अपलोड गर्नुहोस्।',
  import_bad_type: 'सीएसभी फाइल वा एक्सेल वर्कबुक अपलोड गर्नुहोस्।',
  import_bad_csv: 'फाइल सीएसभीका रूपमा पढ्न सकिएन: {{reason}}',
  import_bad_xlsx: 'फाइल एक्सेल वर्कबुकका रूपमा पढ्न सकिएन।',
  import_one_column:
    'एउटा मात्र स्तम्भ भेटियो। स्तम्भहरूलाई अल्पविराम वा अर्धविरामले छुट्याउनुहोस्, वा फाइललाई एक्सेल वर्कबुकका रूपमा सेभ गर्नुहोस्।',
  import_unmapped: '{{fields}} का लागि स्तम्भ छान्नुहोस्।',
  import_twice: 'स्तम्भ “{{column}}” दुई विवरणका लागि छानिएको छ: {{fields}}।',
  import_no_column: 'फाइलमा स्तम्भ {{column}} छैन।',
  import_not_found: 'त्यो आयात छैन।',
  import_started: 'यो आयात सुरु भइसकेको छ।',
  import_not_finished: 'यो आयात अझै सकिएको छैन।',
  import_all_or_nothing:
    '{{count}} पङ्क्तिमा त्रुटि छन्, त्यसैले केही पनि आयात भएन। तिनलाई सच्याएर फाइल फेरि अपलोड गर्नुहोस्।',
  import_row_refused: 'डाटाबेसले यो पङ्क्ति अस्वीकार गर्\u200dयो',
  import_duplicate: 'उही {{field, field}} पङ्क्ति {{row}} मा पनि छ',
  import_code_taken:
    'यो कर्मचारी परिचय भएको कर्मचारी पहिल्यै छ (उनीहरूलाई बदल्न "भइरहेका मानिस अद्यावधिक गर्नुहोस्" छान्नुहोस्)',
  import_no_employee: 'यो कर्मचारी परिचय भएको कुनै कर्मचारी छैन',
  import_manager_unknown: 'यो इमेल वा कर्मचारी परिचय भएको कुनै कर्मचारी वा यस फाइलको पङ्क्ति छैन',
  import_manager_failed: 'पङ्क्ति {{row}} मा रहेका उहाँका प्रबन्धक आयात हुन सकेनन्',
  import_own_role: 'तपाईं आफ्नै भूमिका बदल्न सक्नुहुन्न',
  import_manager_loop: 'यस फाइलका प्रतिवेदन रेखाले घेरो बनाउँछन्',
  import_bad_date: '{{field, field}} मिति हुनुपर्छ ({{format}})',
  import_bad_time: '{{field, field}} समय हुनुपर्छ (घण्टा:मिनेट)',
  import_opening_duplicate: '{{person}} को {{type, leaveType}}को सुरुको बाँकी पङ्क्ति {{row}} मा पनि छ',
  import_opening_twice: 'यो व्यक्तिको यस बिदाको प्रकारको सुरुको बाँकी पहिल्यै छ',
  import_opening_negative: '{{type, leaveType}}को सुरुको बाँकी शून्यभन्दा कम हुन सक्दैन',
  import_opening_unit:
    '{{type, leaveType}} पूरा र आधा दिनमा गनिन्छ, त्यसैले {{days, days}} यसको बाँकी हुन सक्दैन',
  import_money: '{{field, field}} शून्य वा बढी, बढीमा दुई दशमलवको रकम हुनुपर्छ',
  import_fiscal_year: 'आर्थिक वर्ष सुरु हुने वर्ष हुनुपर्छ, जस्तै २०८२ वा २०८२/८३',
  import_payroll_opening_duplicate: '{{person}} को {{year}} का सुरुका अङ्क पङ्क्ति {{row}} मा पनि छन्',
  import_payroll_opening_exists: 'यो कर्मचारीको यस आर्थिक वर्षका सुरुका अङ्क पहिल्यै छन् ("सुरुका अङ्क बदल्नुहोस्" छान्नुहोस्)',
  import_attendance_exists: 'यस दिनको हाजिरी पहिल्यै छ (त्यसलाई बदल्न "भइरहेका रेकर्ड बदल्नुहोस्" छान्नुहोस्)',
  import_before_joining: 'यो दिन यो व्यक्ति भर्ना हुनुअघिको हो',
  import_future: 'यो दिन भविष्यमा छ',
  import_out_before_in: 'चेक-आउट चेक-इनभन्दा अघि छ',
};
