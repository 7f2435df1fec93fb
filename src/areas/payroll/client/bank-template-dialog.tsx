/**
 * Adding or changing a bank file template (issue 41): its name, its bank (or any bank), the columns in order (what
 * each holds and the header hr writes; a narration's words), the header and control total rows, XLSX or CSV.
 */
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '../../../client/components/ui/button';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { IconButton } from '../../../client/components/ui/icon-button';
import { SwitchRow } from '../../../client/components/ui/switch-row';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgChoices, useOrgName } from '../../../client/lib/names';
import {
  type BankFileColumnKey,
  type BankFileKind,
  type BankTemplate,
  bankFileColumns,
  bankFileKinds,
  bankTemplateBody,
} from '../contract';
import { useSaveBankTemplate } from './bank-files-api';

interface Values {
  _id?: string;
  name: string;
  bank: string;
  columns: { key: BankFileColumnKey; header: string; text: string }[];
  header_row: boolean;
  total_row: boolean;
  kind: BankFileKind;
}
const { TextField, SelectField } = fieldsFor<Values>();

export function BankTemplateDialog({
  template,
  onClose,
}: {
  template: BankTemplate | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const banks = useOrgChoices().data?.bank ?? [];
  const editing = template === 'new' ? null : template;
  const form = useZodForm<typeof bankTemplateBody, Values>(bankTemplateBody, {
    ...(editing ? { _id: editing._id } : {}),
    name: editing?.name ?? '',
    bank: editing?.bank ?? '',
    columns: (
      editing?.columns ?? [
        { key: 'account', header: t('bankFiles.keys.account') },
        { key: 'name', header: t('bankFiles.keys.name') },
        { key: 'amount', header: t('bankFiles.keys.amount') },
      ]
    ).map((c) => ({ key: c.key, header: c.header, text: c.text ?? '' })),
    header_row: editing?.header_row ?? true,
    total_row: editing?.total_row ?? true,
    kind: editing?.kind ?? 'xlsx',
  });
  const columns = useFieldArray({ control: form.control, name: 'columns' });
  const chosen = useWatch({ control: form.control, name: 'columns' });
  const [headerRow, totalRow] = useWatch({ control: form.control, name: ['header_row', 'total_row'] });
  const bankOptions = [...banks, ...(editing?.bank && !banks.includes(editing.bank) ? [editing.bank] : [])];
  const save = useSaveBankTemplate();
  const submit = (body: z.output<typeof bankTemplateBody>) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('bankFiles.saved'));
        onClose();
      },
    });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t(editing ? 'bankFiles.editTitle' : 'bankFiles.newTitle')}
      className="max-w-2xl"
      form={form}
      id="bank-template"
      onSubmit={submit}
      refusal={save.error}
      action={t('bankFiles.save')}
      pendingAction={t('common.saving')}
      pending={save.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t('bankFiles.name')} required maxLength={100} />
        <SelectField
          name="bank"
          label={t('bankFiles.bank')}
          placeholder={t('bankFiles.anyBank')}
          hint={t('bankFiles.bankHint')}
          options={bankOptions.map((value) => ({ value, label: orgName('bank', value) }))}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('bankFiles.columns')}</legend>
        <ol className="space-y-3">
          {columns.fields.map((column, i) => (
            <li key={column.id} className="rounded-md border border-border p-3">
              <div className="flex flex-wrap items-end gap-3">
                <div className="min-w-40 flex-1">
                  <SelectField
                    name={`columns.${i}.key`}
                    label={`${t('bankFiles.columnN', { n: i + 1 })}: ${t('bankFiles.holds')}`}
                    options={bankFileColumns.map((key) => ({
                      value: key,
                      label: t(`bankFiles.keys.${key}`),
                    }))}
                  />
                </div>
                <div className="min-w-40 flex-1">
                  <TextField name={`columns.${i}.header`} label={t('bankFiles.header')} maxLength={60} />
                </div>
                <div className="flex gap-1">
                  <IconButton
                    icon={ArrowUp}
                    label={t('bankFiles.moveUp', { n: i + 1 })}
                    disabled={i === 0}
                    onClick={() => columns.move(i, i - 1)}
                  />
                  <IconButton
                    icon={ArrowDown}
                    label={t('bankFiles.moveDown', { n: i + 1 })}
                    disabled={i === columns.fields.length - 1}
                    onClick={() => columns.move(i, i + 1)}
                  />
                  <IconButton
                    icon={X}
                    label={t('bankFiles.remove', { n: i + 1 })}
                    onClick={() => columns.remove(i)}
                  />
                </div>
              </div>
              {chosen?.[i]?.key === 'narration' && (
                <div className="mt-3">
                  <TextField
                    name={`columns.${i}.text`}
                    label={t('bankFiles.narration')}
                    hint={t('bankFiles.narrationHint')}
                    maxLength={140}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            columns.append({ key: 'narration', header: t('bankFiles.keys.narration'), text: '' })
          }
        >
          <Plus className="h-4 w-4" aria-hidden /> {t('bankFiles.addColumn')}
        </Button>
      </fieldset>
      <SwitchRow
        id="bank-template-header-row"
        label={t('bankFiles.headerRow')}
        checked={headerRow}
        onChange={(on) => form.setValue('header_row', on)}
      />
      <SwitchRow
        id="bank-template-total-row"
        label={t('bankFiles.totalRow')}
        checked={totalRow}
        onChange={(on) => form.setValue('total_row', on)}
      />
      <SelectField
        name="kind"
        label={t('bankFiles.kind')}
        hint={t('bankFiles.kindHint')}
        options={bankFileKinds.map((kind) => ({ value: kind, label: t(`bankFiles.kinds.${kind}`) }))}
      />
    </FormDialog>
  );
}
