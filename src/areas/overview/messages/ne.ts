/** Nepali: the overview area's texts: hr's dashboard (its headcount words are used by the employees screens too) (composed into the catalogue by one line). */
import type { Catalogue } from '../../../shared/i18n/index.js';

export const neOverview: Pick<Catalogue, 'overview'> = {
  overview: {
    addEmployee: 'कर्मचारी थप्नुहोस्',
    reviewLeave: 'बिदा हेर्नुहोस्',
    viewEmployees: 'कर्मचारी हेर्नुहोस्',
    overviewFor: '{{date}} को सारांश',
    headcount: 'कर्मचारी सङ्ख्या',
    today: 'आज',
    quickActions: 'छिटो कार्यहरू',
    total: 'जम्मा कर्मचारी',
    active: 'सक्रिय (बिदामा रहेका सहित)',
    onLeaveToday: 'आज बिदामा',
    terminated: 'सेवा समाप्त',
    presentToday: 'आज उपस्थित',
    lateToday: 'आज ढिलो',
    pendingLeave: 'विचाराधीन बिदा निवेदन',
  },
};
