/**
 * Nepal's 77 districts (the Constitution of Nepal 2072, Schedule 4, as its 2015 provinces group them), in
 * English and Nepali: a citizenship certificate names the district whose administration office issued it. The
 * English name is what is stored and exported; a person may type either name (any case) in a form or an import.
 */
export interface District {
  en: string;
  ne: string;
  province: number;
}

const of = (province: number, pairs: [string, string][]): District[] =>
  pairs.map(([en, ne]) => ({ en, ne, province }));

export const nepalDistricts: readonly District[] = [
  ...of(1, [
    ['Bhojpur', 'भोजपुर'],
    ['Dhankuta', 'धनकुटा'],
    ['Ilam', 'इलाम'],
    ['Jhapa', 'झापा'],
    ['Khotang', 'खोटाङ'],
    ['Morang', 'मोरङ'],
    ['Okhaldhunga', 'ओखलढुङ्गा'],
    ['Panchthar', 'पाँचथर'],
    ['Sankhuwasabha', 'सङ्खुवासभा'],
    ['Solukhumbu', 'सोलुखुम्बु'],
    ['Sunsari', 'सुनसरी'],
    ['Taplejung', 'ताप्लेजुङ'],
    ['Terhathum', 'तेह्रथुम'],
    ['Udayapur', 'उदयपुर'],
  ]),
  ...of(2, [
    ['Bara', 'बारा'],
    ['Dhanusha', 'धनुषा'],
    ['Mahottari', 'महोत्तरी'],
    ['Parsa', 'पर्सा'],
    ['Rautahat', 'रौतहट'],
    ['Saptari', 'सप्तरी'],
    ['Sarlahi', 'सर्लाही'],
    ['Siraha', 'सिरहा'],
  ]),
  ...of(3, [
    ['Bhaktapur', 'भक्तपुर'],
    ['Chitwan', 'चितवन'],
    ['Dhading', 'धादिङ'],
    ['Dolakha', 'दोलखा'],
    ['Kathmandu', 'काठमाडौं'],
    ['Kavrepalanchok', 'काभ्रेपलाञ्चोक'],
    ['Lalitpur', 'ललितपुर'],
    ['Makwanpur', 'मकवानपुर'],
    ['Nuwakot', 'नुवाकोट'],
    ['Ramechhap', 'रामेछाप'],
    ['Rasuwa', 'रसुवा'],
    ['Sindhuli', 'सिन्धुली'],
    ['Sindhupalchok', 'सिन्धुपाल्चोक'],
  ]),
  ...of(4, [
    ['Baglung', 'बागलुङ'],
    ['Gorkha', 'गोरखा'],
    ['Kaski', 'कास्की'],
    ['Lamjung', 'लमजुङ'],
    ['Manang', 'मनाङ'],
    ['Mustang', 'मुस्ताङ'],
    ['Myagdi', 'म्याग्दी'],
    ['Nawalpur', 'नवलपुर'],
    ['Parbat', 'पर्वत'],
    ['Syangja', 'स्याङ्जा'],
    ['Tanahun', 'तनहुँ'],
  ]),
  ...of(5, [
    ['Arghakhanchi', 'अर्घाखाँची'],
    ['Banke', 'बाँके'],
    ['Bardiya', 'बर्दिया'],
    ['Dang', 'दाङ'],
    ['Eastern Rukum', 'पूर्वी रुकुम'],
    ['Gulmi', 'गुल्मी'],
    ['Kapilvastu', 'कपिलवस्तु'],
    ['Palpa', 'पाल्पा'],
    ['Parasi', 'परासी'],
    ['Pyuthan', 'प्युठान'],
    ['Rolpa', 'रोल्पा'],
    ['Rupandehi', 'रुपन्देही'],
  ]),
  ...of(6, [
    ['Dailekh', 'दैलेख'],
    ['Dolpa', 'डोल्पा'],
    ['Humla', 'हुम्ला'],
    ['Jajarkot', 'जाजरकोट'],
    ['Jumla', 'जुम्ला'],
    ['Kalikot', 'कालिकोट'],
    ['Mugu', 'मुगु'],
    ['Salyan', 'सल्यान'],
    ['Surkhet', 'सुर्खेत'],
    ['Western Rukum', 'पश्चिमी रुकुम'],
  ]),
  ...of(7, [
    ['Achham', 'अछाम'],
    ['Baitadi', 'बैतडी'],
    ['Bajhang', 'बझाङ'],
    ['Bajura', 'बाजुरा'],
    ['Dadeldhura', 'डडेल्धुरा'],
    ['Darchula', 'दार्चुला'],
    ['Doti', 'डोटी'],
    ['Kailali', 'कैलाली'],
    ['Kanchanpur', 'कञ्चनपुर'],
  ]),
];

const byName = new Map<string, District>();
for (const d of nepalDistricts) {
  byName.set(d.en.toLowerCase(), d);
  byName.set(d.ne, d);
}

/** The district a typed name means (English in any case, or Nepali), or undefined. */
export const districtNamed = (name: string): District | undefined =>
  byName.get(name.trim().replace(/\s+/g, ' ').toLowerCase());
