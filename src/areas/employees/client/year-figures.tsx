/**
 * Figures of a fiscal year as Profile → Payroll keeps them (opening figures, declarations): the years set so far,
 * each as a sentence, and the year and its amounts to set one (setting a year again replaces its figures).
 */
import { type ReactNode, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FiscalYearField } from '../../../client/components/fiscal-year-field';
import { Button } from '../../../client/components/ui/button';
import { MoneyField } from '../../../client/components/ui/input-field';
import { useTranslation } from '../../../client/lib/i18n';
import { type Minor, typedMinorOf, typedNumber } from '../../../shared/payroll-run';

interface Save<Body> {
  mutate: (body: Body, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

export function YearFigures<Key extends string, Body>({
  title,
  hint,
  years,
  amounts,
  children,
  saveLabel,
  saved,
  save,
  body,
}: {
  title: string;
  hint: string;
  /** The years set so far, each as its sentence. */
  years: readonly { fiscal_year: number; text: string }[];
  /** The amounts asked, in order: a required one must be typed before saving, any other left empty is 0. */
  amounts: readonly { key: Key; label: string; required?: boolean }[];
  /** Fields after the amounts, kept by the caller (the declarations' remote area). */
  children?: ReactNode;
  saveLabel: string;
  /** Said once the year is saved. */
  saved: string;
  save: Save<Body>;
  /** What to send for the year and its amounts in minor units. */
  body: (fiscalYear: number, amounts: Record<Key, Minor>) => Body;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [year, setYear] = useState('');
  const [typed, setTyped] = useState<Partial<Record<Key, string>>>({});
  const text = (key: Key) => typed[key] ?? '';
  const onSave = () => {
    try {
      const minor = (key: Key) => (text(key).trim() === '' ? 0 : typedMinorOf(typedNumber(text(key))));
      const figures = Object.fromEntries(amounts.map(({ key }) => [key, minor(key)])) as Record<Key, Minor>;
      save.mutate(body(Number(year), figures), {
        onSuccess: () => toast.success(saved),
        onError: (e) => toast.error(e.message),
      });
    } catch {
      toast.error(t('errors.payroll_amount'));
    }
  };
  const missing = year.trim() === '' || amounts.some((a) => a.required && text(a.key).trim() === '');
  return (
    <fieldset className="space-y-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{title}</legend>
      <p className="text-sm text-muted-foreground">{hint}</p>
      {years.length > 0 && (
        <ul className="space-y-1 text-sm">
          {years.map((y) => (
            <li key={y.fiscal_year}>{y.text}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <FiscalYearField id={`${id}-year`} value={year} onValueChange={setYear} />
        {amounts.map(({ key, label }) => (
          <MoneyField
            key={key}
            id={`${id}-${key}`}
            label={label}
            value={text(key)}
            className="w-44"
            onValueChange={(value) => setTyped({ ...typed, [key]: value })}
          />
        ))}
        {children}
        <Button onClick={onSave} disabled={save.isPending || missing}>
          {saveLabel}
        </Button>
      </div>
    </fieldset>
  );
}
