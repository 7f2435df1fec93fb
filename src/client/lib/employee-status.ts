/**
 * An employee's status as people read it. Someone still to join (Active, joining after the organisation's today)
 * reads "Joins Jan 5, 2027" in the reader's calendar: derived here from what the API sends, never stored; the API
 * and its status filter count them as Active, as they do people on leave (decision 006). Every screen naming a
 * person's status (the employee list and profile, headcount, the report, the employee picker) reads it here.
 */

import { localDate } from '../../shared/calendar';
import type { EmployeeStatusLabel } from '../../shared/enums';
import { useTimeZone } from '../components/layout/use-me';
import type { BadgeTone } from '../components/ui/badge';
import { useEnumLabel } from './enums';
import { useFormat } from './format';
import { useTranslation } from './i18n';

const tones: Record<EmployeeStatusLabel, BadgeTone> = {
  Active: 'green',
  'On Leave': 'yellow',
  Terminated: 'red',
};

interface Person {
  status: EmployeeStatusLabel;
  employmentDetails: { dateOfJoining: string };
}

export function useStatusOf() {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const f = useFormat();
  const today = localDate(new Date(), useTimeZone());
  return ({ status, employmentDetails: { dateOfJoining } }: Person) =>
    status === 'Active' && dateOfJoining > today
      ? { tone: 'blue' as const, text: t('employees.joins', { date: f.date(dateOfJoining) }), joins: true }
      : { tone: tones[status], text: label('status', status), joins: false };
}
