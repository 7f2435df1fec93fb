import { currencyCodes } from '../../../shared/settings';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import type { SectionProps } from './settings-page';

const number = (value: string) => (value === '' ? 0 : Number(value));
const currencyName = new Intl.DisplayNames(['en'], { type: 'currency' });

export function OrganisationSection({ draft, change }: SectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Organisation and payroll</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Field id="companyName" label="Company name">
          <Input
            required
            value={draft.companyName}
            onChange={(e) => change({ companyName: e.target.value })}
          />
        </Field>
        <Field id="currency" label="Currency">
          <NativeSelect
            required
            value={draft.currency}
            onChange={(e) => change({ currency: e.target.value })}
          >
            {currencyCodes.map((code) => (
              <option key={code} value={code}>
                {code} · {currencyName.of(code)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="taxPercent" label="Tax (%)">
          <Input
            type="number"
            min={0}
            max={100}
            step="0.01"
            value={draft.taxPercent}
            onChange={(e) => change({ taxPercent: number(e.target.value) })}
          />
        </Field>
        <Field id="ssfPercent" label="Social security fund (%)">
          <Input
            type="number"
            min={0}
            max={100}
            step="0.01"
            value={draft.ssfPercent}
            onChange={(e) => change({ ssfPercent: number(e.target.value) })}
          />
        </Field>
      </CardContent>
    </Card>
  );
}
