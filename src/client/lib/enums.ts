/**
 * The API's enumerations (English values, spec §3) as the person reads them: `label('gender', 'male')`.
 * A value the catalogue does not know (a legacy or organisation-specific one) is shown as it is.
 */

import type { Catalogue } from '../../shared/i18n';
import { useTranslation } from './i18n';

type Kind = keyof Catalogue['enums'];

export function useEnumLabel() {
  const { t, i18n } = useTranslation();
  return (kind: Kind, value: string): string => {
    const key = `enums.${kind}.${value}`;
    return value && i18n.exists(key) ? t(key as never) : value;
  };
}
