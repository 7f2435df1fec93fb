/**
 * Nepali: the account area's texts (composed into the catalogue by one line): the sign-in page (`login`), the
 * forgotten-password dialog (`forgot`), the reset page (`reset`) and changing one's password (`password`).
 */
import type { Catalogue } from '../../../shared/i18n/index.js';

export const neAccount: Pick<Catalogue, 'login' | 'forgot' | 'reset' | 'password'> = {
  login: {
    title: 'HRIS मा साइन इन गर्नुहोस्',
    subtitle: 'तपाईंको सम्पूर्ण संस्थाका लागि आधुनिक HRIS समाधान।',
    email: 'इमेल ठेगाना',
    password: 'पासवर्ड',
    remember: 'मलाई सम्झनुहोस्',
    forgot: 'पासवर्ड बिर्सनुभयो?',
    signingIn: 'साइन इन हुँदैछ...',
    signIn: 'साइन इन',
    welcome: 'HRIS मा स्वागत छ',
    welcomeText: 'पहिलो दिनदेखि तलबको दिनसम्म, तपाईंका कर्मचारीलाई चाहिने सबै कुरा।',
    feature1Title: 'कर्मचारी व्यवस्थापन',
    feature1Text: 'मानव संसाधनका काम सजिलो',
    feature2Title: 'विश्लेषण र जानकारी',
    feature2Text: 'तथ्याङ्कमा आधारित निर्णय',
    feature3Title: 'समय व्यवस्थापन',
    feature3Text: 'हाजिरी र बिदा',
    learnMore: 'थप जान्नुहोस्',
    aboutTitle: 'HRIS बारे',
    aboutText:
      'HRIS ले हाजिरी, बिदा, कर्मचारी अभिलेख, तलबका अङ्क र विश्लेषण एकै ठाउँमा ल्याउँछ। कर्मचारीले हाजिरी लगाउँछन् र बिदाको निवेदन दिन्छन्; प्रबन्धकले आफ्नो टोलीका निवेदन स्वीकृत गर्छन्; मानव संसाधनले संस्था चलाउँछ।',
  },
  forgot: {
    title: 'पासवर्ड बिर्सनुभयो?',
    description: 'आफ्नो कार्यालयको इमेल लेख्नुहोस्, नयाँ पासवर्ड राख्ने लिङ्क हामी पठाउँछौँ।',
    sent: 'त्यो इमेल दर्ता भएको छ भने, पासवर्ड परिवर्तनको लिङ्क पठाइएको छ।',
    send: 'लिङ्क पठाउनुहोस्',
    sending: 'पठाउँदै...',
  },
  reset: {
    title: 'नयाँ पासवर्ड राख्नुहोस्',
    done: 'तपाईंको पासवर्ड परिवर्तन भयो। अब साइन इन गर्न सक्नुहुन्छ।',
    goToSignIn: 'साइन इनमा जानुहोस्',
    newPassword: 'नयाँ पासवर्ड',
    hint: 'कम्तीमा ८ अक्षर।',
    confirm: 'नयाँ पासवर्ड फेरि लेख्नुहोस्',
    submit: 'नयाँ पासवर्ड राख्नुहोस्',
    back: 'साइन इनमा फर्कनुहोस्',
  },
  password: {
    changed: 'तपाईंको पासवर्ड परिवर्तन भयो। अन्य सत्रहरूबाट साइन आउट गरियो।',
    change: 'पासवर्ड परिवर्तन गर्नुहोस्',
    othersSignedOut: 'तपाईंका अन्य सत्रहरूबाट साइन आउट हुनेछ।',
    current: 'हालको पासवर्ड',
  },
};
