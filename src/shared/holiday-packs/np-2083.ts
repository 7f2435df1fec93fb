/**
 * Nepal's public holidays for BS 2083 (14 April 2026 – 13 April 2027), shipped as data hr confirms (issue 40).
 * Pack id 'np'.
 *
 * Sources:
 * - The Government of Nepal publishes each year's public holidays in the Nepal Gazette (राजपत्र) before the year
 *   starts; the 2083 list was decided by the Council of Ministers on 13 Falgun 2082 and published in the Gazette
 *   (Sunakhari News, "सरकारले वि.सं. २०८३ सालको सार्वजनिक बिदाको सूची सार्वजनिक गरेको छ",
 *   https://www.sunakharinews.com/308026/?id=61).
 * - Which days are nationwide public holidays, year after year, as the Gazette lists them (the 2079 notice, Ministry
 *   of Home Affairs: New Year 1 Baisakh, Labour Day, Republic Day 15 Jestha, Constitution Day 3 Asoj, Christmas
 *   25 December, Prithvi Jayanti 27 Poush, Maghi 1 Magh, Democracy Day 7 Falgun, Women's Day 8 March for women:
 *   https://www.collegenp.com/news/list-of-public-holidays-in-nepal-2079/,
 *   https://gyanpark.com.np/2022/03/public-holiday-of-nepal-of-2079-bs.html; FNCCI's 2080 holiday calendar,
 *   https://fncci.org/working-hour-and-holiday-calendar-2080-320.html).
 *
 * Only the holidays on a fixed BS or Gregorian date are here: their dates for 2083 follow from the calendar alone
 * (BS dates turned into Gregorian ones by `src/shared/bs.ts`; np-2083.test.ts checks each). The festivals that
 * follow the lunar calendar (Dashain, Tihar, Teej, Chhath, Buddha Jayanti, Shivaratri, Holi, Eid, Lhosars…) move
 * each year and the 2083 Gazette's dates for them could not be read from a source here: hr adds them, or imports
 * the year's file, before confirming.
 */
import type { HolidayTag } from '../../areas/holidays/schemas.js';

export interface PackHoliday {
  date: string;
  /** The day in BS, as the Gazette gives it. */
  bs: string;
  name: string;
  nameNe: string;
  tags: HolidayTag[];
  gender: 'female' | null;
}

export const NP_PACK = { id: 'np', year: '2083', from: '2026-04-14', to: '2027-04-13' } as const;

export const np2083: readonly PackHoliday[] = [
  {
    date: '2026-04-14',
    bs: '2083-01-01',
    name: 'Nepali New Year',
    nameNe: 'नयाँ वर्ष',
    tags: ['national'],
    gender: null,
  },
  {
    date: '2026-05-01',
    bs: '2083-01-18',
    name: 'International Labour Day',
    nameNe: 'अन्तर्राष्ट्रिय श्रमिक दिवस',
    tags: ['national'],
    gender: null,
  },
  {
    date: '2026-05-29',
    bs: '2083-02-15',
    name: 'Republic Day',
    nameNe: 'गणतन्त्र दिवस',
    tags: ['national'],
    gender: null,
  },
  {
    date: '2026-09-19',
    bs: '2083-06-03',
    name: 'Constitution Day',
    nameNe: 'संविधान दिवस',
    tags: ['national'],
    gender: null,
  },
  {
    date: '2026-12-25',
    bs: '2083-09-10',
    name: 'Christmas Day',
    nameNe: 'क्रिसमस डे',
    tags: ['national', 'festival'],
    gender: null,
  },
  {
    date: '2027-01-11',
    bs: '2083-09-27',
    name: 'Prithvi Jayanti (National Unity Day)',
    nameNe: 'पृथ्वी जयन्ती (राष्ट्रिय एकता दिवस)',
    tags: ['national'],
    gender: null,
  },
  {
    date: '2027-01-15',
    bs: '2083-10-01',
    name: 'Maghi / Maghe Sankranti',
    nameNe: 'माघी पर्व / माघे सङ्क्रान्ति',
    tags: ['national', 'festival'],
    gender: null,
  },
  {
    date: '2027-02-19',
    bs: '2083-11-07',
    name: 'Democracy Day',
    nameNe: 'प्रजातन्त्र दिवस',
    tags: ['national'],
    gender: null,
  },
  {
    date: '2027-03-08',
    bs: '2083-11-24',
    name: "International Women's Day",
    nameNe: 'अन्तर्राष्ट्रिय नारी दिवस',
    tags: ['national', 'women_only'],
    gender: 'female',
  },
];

/** The packs the product ships, by id. */
export const holidayPacks = { np: { ...NP_PACK, holidays: np2083 } } as const;
export type HolidayPackId = keyof typeof holidayPacks;
