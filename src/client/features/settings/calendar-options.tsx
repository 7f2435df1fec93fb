import { calendars } from '../../../shared/locale';
import { useTranslation } from '../../lib/i18n';

/** The calendars a date can be read in, as a select's options. */
export function CalendarOptions() {
  const { t } = useTranslation();
  return calendars.map((c) => (
    <option key={c} value={c}>
      {t(`settings.calendars.${c}`)}
    </option>
  ));
}
