/** Nepali: the employees area's refusals, by the codes of refusals.en.ts. */
import type { employeesRefusals } from './refusals.en.js';

export const neEmployeesRefusals: Record<keyof typeof employeesRefusals, string> = {
  employee_id_taken: 'यो कर्मचारी परिचय नम्बर भएको कर्मचारी पहिल्यै छ',
  manager_loop: 'त्यो प्रबन्धक यसै कर्मचारीअन्तर्गत पर्छ, त्यसले प्रतिवेदनको घेरा बनाउँछ',
  manager_missing: 'छानिएको प्रबन्धक छैन वा सेवा समाप्त भइसकेको छ',
  already_terminated: 'यो कर्मचारीको सेवा पहिल्यै समाप्त भइसकेको छ',
  terminate_self: 'आफ्नै खाताको सेवा समाप्त गर्न मिल्दैन',
  own_role: 'भूमिका: आफ्नै भूमिका बदल्न मिल्दैन',
  contact_digits: 'सम्पर्क नम्बर ठीक १० अङ्कको हुनुपर्छ',
  salary_negative: 'तलब ऋणात्मक हुनु हुँदैन',
  salary_too_large: 'तलब धेरै ठूलो छ',
  salary_decimals: 'तलबमा दुई दशमलव अङ्कभन्दा बढी हुन सक्दैन',
  id_account_format: '{{field, field}} मा रोमन अक्षर (ए देखि जेड) र अङ्क मात्र हुन सक्छन्',
  id_grouped_format:
    '{{field, field}} मा रोमन अक्षर (ए देखि जेड) र अङ्क मात्र हुन सक्छन्, समूहहरूका बीचमा एउटा खाली ठाउँ, हाइफन, स्ल्यास वा थोप्लो राखेर',
  id_pan_format: '{{field, field}} ठीक ९ अङ्कको हुनुपर्छ',
  id_ssf_format: '{{field, field}} ६ देखि १५ अङ्कसम्मको हुनुपर्छ',
  id_citizenship_format:
    '{{field, field}} अङ्कहरूको समूहमा हुनुपर्छ, बीचमा एउटा हाइफन, स्ल्यास वा थोप्लो राखेर, जस्तै २७-०१-७२-१२३४५',
  id_nin_format: '{{field, field}} ८ देखि १२ अङ्कसम्मको हुनुपर्छ',
  id_district_unknown: '{{field, field}} नेपालका ७७ जिल्लामध्ये एउटा हुनुपर्छ, अङ्ग्रेजी वा नेपालीमा',
  identity_required: '{{field, field}} अनिवार्य छ: संस्थाले हरेक कर्मचारीको यो माग्छ',
  name_line_break: '{{field, field}} मा नयाँ पङ्क्ति (लाइन ब्रेक) हुन सक्दैन',
  birth_under_age:
    'यो जन्म मितिअनुसार यो व्यक्ति काममा लाग्दा १४ वर्षभन्दा कम उमेरको हुन्छ: श्रम ऐन २०७४ ले १४ वर्षमुनिका व्यक्तिलाई काममा लगाउन निषेध गर्छ',
};
