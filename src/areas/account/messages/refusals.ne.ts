/** Nepali: the account area's refusals, by the codes of refusals.en.ts. */
import type { accountRefusals } from './refusals.en.js';

export const neAccountRefusals: Record<keyof typeof accountRefusals, string> = {
  invalid_login: 'इमेल वा पासवर्ड मिलेन',
  account_terminated: 'यो खाताको सेवा समाप्त भइसकेको छ। मानव संसाधनमा सम्पर्क गर्नुहोस्।',
  sign_in_rate_limited: 'धेरै पटक साइन इन प्रयास भयो। {{minutes}} मिनेट पछि फेरि प्रयास गर्नुहोस्।',
  sign_in_rate_limited_one: 'धेरै पटक साइन इन प्रयास भयो। एक मिनेट पछि फेरि प्रयास गर्नुहोस्।',
  reset_invalid: 'यो पासवर्ड परिवर्तन लिङ्क अमान्य छ वा म्याद सकिएको छ।',
  wrong_current_password: 'हालको पासवर्ड मिलेन',
  same_password: 'नयाँ पासवर्ड हालको पासवर्डभन्दा फरक हुनुपर्छ',
  passwords_differ: 'दुवै पासवर्ड मिलेनन्।',
  password_too_long: 'पासवर्ड धेरै लामो छ',
  cannot_sign_in_terminated: 'यो कर्मचारीको सेवा समाप्त भएकाले साइन इन गर्न सक्नुहुन्न',
  two_step_code_format: 'प्रमाणीकरण एपको छ अङ्कको कोड, वा आफ्नो कुनै पुनःप्राप्ति कोड लेख्नुहोस्।',
  two_step_wrong_code: 'त्यो कोड मिलेन। प्रमाणीकरण एपले अहिले देखाएको कोड लेख्नुहोस्।',
  two_step_challenge_invalid: 'यो साइन इनको समय सकियो। इमेल र पासवर्ड फेरि लेख्नुहोस्।',
  two_step_already_enabled: 'तपाईंको खातामा दुई-चरण साइन इन पहिल्यै सुरु छ।',
  two_step_not_started: 'पहिले दुई-चरण साइन इन मिलाउन सुरु गर्नुहोस्।',
  two_step_not_enabled: 'यो खातामा दुई-चरण साइन इन सुरु छैन।',
  two_step_enrolment_required: 'अघि बढ्नुअघि दुई-चरण साइन इन मिलाउनुहोस्: तपाईंको संस्थाले यो अनिवार्य गरेको छ।',
  two_step_capability: 'सूचीबाट क्षमताहरू छान्नुहोस्।',
  two_step_grace: 'छुट अवधि ० देखि ३६५ दिनसम्म हुन्छ।',
};
