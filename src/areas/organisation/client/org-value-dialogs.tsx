/** Adding, renaming and merging a value of one of the organisation's lists (Settings → Organisation lists). */
import toast from 'react-hot-toast';
import { z } from 'zod';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useTranslation } from '../../../client/lib/i18n';
import { says } from '../../../shared/i18n/refusals';
import { type LabelLanguage, labelLanguages, MAX_LABEL } from '../../../shared/labels';
import {
  addOrgValueBody,
  MAX_ORG_CODE,
  MAX_ORG_NAME,
  type OrgKind,
  type OrgValue,
  renameOrgValueBody,
} from '../contract';
import { useAddOrgValue, useMergeOrgValue, useRenameOrgValue } from './organisation-api';

interface NameValues {
  _id?: string;
  kind?: OrgKind;
  name: string;
  code: string;
  labels: Partial<Record<LabelLanguage, string>>;
}
const names = fieldsFor<NameValues>();

/** A new value of `kind`, or a new name (and code, and names in other languages: issue 44) for `value`. */
export function NameDialog({
  kind,
  value,
  onClose,
}: {
  kind: OrgKind;
  value: OrgValue | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddOrgValue();
  const rename = useRenameOrgValue();
  const schema = value ? renameOrgValueBody : addOrgValueBody;
  const form = useZodForm<typeof schema, NameValues>(
    schema,
    value
      ? { _id: value._id, name: value.name, code: value.code ?? '', labels: value.labels }
      : { kind, name: '', code: '', labels: {} },
  );
  const action = value ? rename : add;
  const done = () => {
    toast.success(t(value ? 'organisation.renamed' : 'organisation.added'));
    onClose();
  };
  const submit = (body: z.output<typeof schema>) =>
    value
      ? rename.mutate(body as z.output<typeof renameOrgValueBody>, { onSuccess: done })
      : add.mutate(body as z.output<typeof addOrgValueBody>, { onSuccess: done });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={
        value
          ? t('organisation.renameNamed', { name: value.name })
          : t('organisation.addTitle', { list: t(`organisation.kinds.${kind}`) })
      }
      form={form}
      id="org-value"
      onSubmit={submit}
      refusal={action.error}
      action={t('organisation.save')}
      pendingAction={t('common.saving')}
      pending={action.isPending}
    >
      <names.TextField name="name" label={t('organisation.name')} required maxLength={MAX_ORG_NAME} />
      <names.TextField
        name="code"
        label={t('organisation.code')}
        hint={t('organisation.codeHint')}
        maxLength={MAX_ORG_CODE}
      />
      {labelLanguages.map((language) => (
        <names.TextField
          key={language}
          name={`labels.${language}`}
          label={t(`organisation.labelIn.${language}`)}
          hint={t(`organisation.labelHint.${language}`)}
          lang={language}
          maxLength={MAX_LABEL}
        />
      ))}
      {value && <p className="text-sm text-muted-foreground">{t('organisation.renameHint')}</p>}
    </FormDialog>
  );
}

interface MergeValues {
  _id: string;
  into: string;
}
const merges = fieldsFor<MergeValues>();
const mergeSchema = z.object({
  _id: z.string(),
  into: z.string().min(1, { error: says('field_required', { field: 'Merge into' }) }),
});

/** Merges `value` into another active value of its list, chosen here. */
export function MergeDialog({
  value,
  targets,
  onClose,
}: {
  value: OrgValue;
  targets: OrgValue[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const merge = useMergeOrgValue();
  const form = useZodForm<typeof mergeSchema, MergeValues>(mergeSchema, { _id: value._id, into: '' });
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t('organisation.mergeNamed', { name: value.name })}
      form={form}
      id="org-merge"
      onSubmit={(body) =>
        merge.mutate(body, {
          onSuccess: () => {
            toast.success(t('organisation.merged'));
            onClose();
          },
        })
      }
      refusal={merge.error}
      action={t('organisation.merge')}
      pendingAction={t('common.saving')}
      pending={merge.isPending}
    >
      <p className="text-sm text-muted-foreground">{t('organisation.mergeHint', { name: value.name })}</p>
      <merges.SelectField
        name="into"
        label={t('organisation.target')}
        placeholder={t('organisation.chooseTarget')}
        required
        options={targets.map((v) => ({ value: v._id, label: v.name }))}
      />
    </FormDialog>
  );
}
