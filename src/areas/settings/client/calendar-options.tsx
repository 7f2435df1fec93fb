import { useTranslation } from '../../../client/lib/i18n';
import { calendars } from '../../../shared/locale';

/** The calendars a date can be read in, as a select's options. */
export function CalendarOptions() {
  const { t } = useTranslation();
  return calendars.map((c) => (
    <option key={c} value={c}>
      {t(`settings.calendars.${c}`)}
    </option>
  ));
}
