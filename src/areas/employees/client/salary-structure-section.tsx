/**
 * Profile → Payroll, for hr (rules §16): a person's salary structures, newest first, and a new one from a day:
 * basic, named earnings and deductions (an amount, or a percentage of basic) and the tax variant; and the opening
 * figures of a fiscal year this system did not pay from its start.
 */
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { TaxVariantField } from '../../../client/components/tax-variant-field';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { DateInput } from '../../../client/components/ui/date-input';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { MoneyField } from '../../../client/components/ui/input-field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import type { LineKind } from '../../../shared/payroll-calc';
import { basisPointsOf, type TaxVariant, typedMinorOf, typedNumber } from '../../../shared/payroll-run';
import type { StructuresReply } from '../../payroll/contract';
import { Declarations } from './declarations-section';
import { useSalaryStructures, useSetPayrollOpening, useSetSalaryStructure } from './profile-api';
import { YearFigures } from './year-figures';

interface Row {
  name: string;
  kind: LineKind;
  how: 'amount' | 'percent';
  value: string;
  /** A retirement contribution's account with its fund (a CIT id). */
  reference: string;
}
const signs: Record<LineKind, string> = { earning: '+', deduction: '−', retirement: '−' };

export function SalaryStructureSection({ employeeId, currency }: { employeeId: string; currency: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const structures = useSalaryStructures(employeeId);
  const save = useSetSalaryStructure(employeeId);
  const [from, setFrom] = useState('');
  const [basic, setBasic] = useState('');
  const [variant, setVariant] = useState<TaxVariant>('single');
  const [rows, setRows] = useState<Row[]>([]);
  const change = (i: number, patch: Partial<Row>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const money = (minor: number) => f.money(minor / 100, currency);
  const onSave = () => {
    try {
      save.mutate(
        {
          employee_id: employeeId,
          effective_from: from,
          basic: typedMinorOf(typedNumber(basic)),
          tax_variant: variant,
          lines: rows.map((r) => ({
            name: r.name,
            kind: r.kind,
            amount: r.how === 'amount' ? typedMinorOf(typedNumber(r.value)) : null,
            percent_of_basic_bp: r.how === 'percent' ? basisPointsOf(typedNumber(r.value)) : null,
            reference: r.kind === 'retirement' ? r.reference : null,
          })),
        },
        { onSuccess: () => toast.success(t('structures.saved')), onError: (e) => toast.error(e.message) },
      );
    } catch {
      toast.error(t('errors.payroll_amount'));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('structures.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {!ready(structures) ? (
          queryStatus(structures)
        ) : (
          <ul className="space-y-1 text-sm">
            {structures.data.structures.map((s) => (
              <li key={s._id}>
                <span className="font-medium">{f.date(s.effective_from)}</span>: {t('structures.basic')}{' '}
                {money(s.basic)}
                {s.lines.map((l) => (
                  <span key={l.name} className="text-muted-foreground">
                    {' · '}
                    {signs[l.kind]} {l.name}{' '}
                    {l.amount !== null ? money(l.amount) : `${f.number((l.percent_of_basic_bp ?? 0) / 100)}%`}
                    {l.reference && ` (${t('structures.referenceShown', { reference: l.reference })})`}
                  </span>
                ))}
                <span className="text-muted-foreground">
                  {' · '}
                  {t(`payrollSetup.variants.${s.tax_variant}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <Field id={`${id}-from`} label={t('structures.from')}>
            <DateInput value={from} onChange={setFrom} picker />
          </Field>
          <MoneyField
            id={`${id}-basic`}
            label={t('structures.basic')}
            value={basic}
            className="w-36"
            onValueChange={setBasic}
          />
          <TaxVariantField id={`${id}-variant`} value={variant} onChange={setVariant} className="w-32" />
        </div>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list, edited in place.
          <div key={i} className="flex flex-wrap items-end gap-3">
            <Field id={`${id}-name-${i}`} label={t('structures.lineName')}>
              <Input
                value={row.name}
                className="w-40"
                onChange={(e) => change(i, { name: e.target.value })}
              />
            </Field>
            <Field id={`${id}-kind-${i}`} label={t('structures.kind')}>
              <NativeSelect
                value={row.kind}
                onChange={(e) => change(i, { kind: e.target.value as LineKind })}
              >
                <option value="earning">{t('structures.earning')}</option>
                <option value="deduction">{t('structures.deduction')}</option>
                <option value="retirement">{t('structures.retirement')}</option>
              </NativeSelect>
            </Field>
            <Field id={`${id}-how-${i}`} label={t('structures.how')}>
              <NativeSelect
                value={row.how}
                onChange={(e) => change(i, { how: e.target.value as Row['how'] })}
              >
                <option value="amount">{t('structures.amount')}</option>
                <option value="percent">{t('structures.percent')}</option>
              </NativeSelect>
            </Field>
            <Field id={`${id}-value-${i}`} label={t('structures.value')}>
              <Input
                value={row.value}
                inputMode="decimal"
                className="w-28"
                onChange={(e) => change(i, { value: e.target.value })}
              />
            </Field>
            {row.kind === 'retirement' && (
              <Field id={`${id}-reference-${i}`} label={t('structures.reference')}>
                <Input
                  value={row.reference}
                  className="w-36"
                  onChange={(e) => change(i, { reference: e.target.value })}
                />
              </Field>
            )}
            <Button variant="ghost" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
              {t('payrollSetup.removeBracket')}
            </Button>
          </div>
        ))}
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() =>
              setRows([...rows, { name: '', kind: 'earning', how: 'amount', value: '', reference: '' }])
            }
          >
            {t('structures.addLine')}
          </Button>
          <Button onClick={onSave} disabled={save.isPending || from === '' || basic.trim() === ''}>
            {t('structures.save')}
          </Button>
        </div>
        {ready(structures) && (
          <>
            <Openings employeeId={employeeId} currency={currency} openings={structures.data.openings} />
            <Declarations
              employeeId={employeeId}
              currency={currency}
              declarations={structures.data.declarations}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

type Opening = StructuresReply['openings'][number];

function Openings({
  employeeId,
  currency,
  openings,
}: {
  employeeId: string;
  currency: string;
  openings: Opening[];
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const save = useSetPayrollOpening(employeeId);
  const money = (minor: number) => f.money(minor / 100, currency);
  return (
    <YearFigures
      title={t('structures.openings')}
      hint={t('structures.openingsHint')}
      years={openings.map((o) => ({
        fiscal_year: o.fiscal_year,
        text: t('structures.opening', {
          year: f.text(o.label),
          assessable: money(o.assessable),
          retirement: money(o.retirement),
          tax: money(o.tax_withheld),
        }),
      }))}
      amounts={[
        { key: 'assessable', label: t('structures.openingAssessable'), required: true },
        { key: 'retirement', label: t('structures.openingRetirement') },
        { key: 'tax', label: t('structures.openingTax'), required: true },
      ]}
      saveLabel={t('structures.saveOpening')}
      saved={t('structures.openingSaved')}
      save={save}
      body={(fiscalYear, { assessable, retirement, tax }) => ({
        employee_id: employeeId,
        fiscal_year: fiscalYear,
        assessable,
        retirement,
        tax_withheld: tax,
      })}
    />
  );
}
