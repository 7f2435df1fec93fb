/**
 * One section of the organisation's settings (/admin/settings), saved on its own (issue 44, item 13): the
 * section's fields of the stored row, edited and sent alone, so a section's Save never sends another section's
 * unsaved edits. The section draws its card from the draft (the stored row with its own edits) and puts the
 * Save and Discard buttons it is given at its end. Every problem the schema or the server finds is shown at once,
 * each beside its field.
 */
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { allRefusals, Form, useZodForm } from '../../../client/components/ui/form';
import { useTranslation } from '../../../client/lib/i18n';
import { type Settings, type UpdateSettingsBody, updateSettingsBody } from '../schemas';
import { useUpdateSettings } from './settings-api';

/** The holidays are their own card's (the holidays area), not the form's. */
export type Draft = Required<Omit<UpdateSettingsBody, 'holidays'>>;
export type DraftKey = keyof Draft;
export interface SectionProps {
  draft: Draft;
  change: (patch: Partial<Draft>) => void;
  /** The section's Save and Discard, drawn at its end. */
  actions?: ReactNode;
}

// What the server keeps for itself is not part of the form: when the row changed, how far accrual has run; nor are
// the holidays, which the holidays card keeps.
const toDraft = ({ updatedAt: _, leaveAccrualThrough: __, holidays: ___, ...s }: Settings): Draft => s;
const pick = (draft: Draft, fields: readonly DraftKey[]) =>
  Object.fromEntries(fields.map((key) => [key, draft[key]])) as Partial<Draft>;

export interface SettingsFormProps {
  saved: Settings;
  /** The fields of the row this section edits and sends. */
  fields: readonly DraftKey[];
  /** The form's name for assistive technology and the Save button's words. */
  label: string;
  saveLabel: string;
  children: (props: SectionProps) => ReactNode;
}

/** A section over `saved`, started again when its own stored fields change (its save, or a profile applied). */
export function SettingsForm(props: SettingsFormProps) {
  const key = JSON.stringify(pick(toDraft(props.saved), props.fields));
  return <SectionForm key={key} {...props} />;
}

function SectionForm({ saved, fields, label, saveLabel, children: section }: SettingsFormProps) {
  const { t } = useTranslation();
  const stored = toDraft(saved);
  const form = useZodForm<typeof updateSettingsBody, Partial<Draft>>(
    updateSettingsBody,
    pick(stored, fields),
  );
  const save = useUpdateSettings();
  const draft = { ...stored, ...form.watch() } as Draft;
  const change = (patch: Partial<Draft>) => {
    for (const [key, value] of Object.entries(patch))
      form.setValue(key as DraftKey, value as never, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
  };
  // Only this section's fields are sent: the server changes those and keeps the rest of the row.
  const submit = (body: UpdateSettingsBody) =>
    save.mutate(pick(body as Draft, fields), { onSuccess: () => toast.success(t('settings.saved')) });
  const found = allRefusals(form.formState.errors);
  const refusals = found.length > 0 ? found : save.error;
  const dirty = form.formState.isDirty || Boolean(save.error) || found.length > 0;

  const actions = (
    <div className="flex justify-end gap-2 pt-2">
      {dirty && (
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            form.reset(pick(stored, fields));
            save.reset();
          }}
        >
          {t('settings.discard')}
        </Button>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : saveLabel}
      </Button>
    </div>
  );
  return (
    <Form form={form} id={`settings-${fields[0]}`} onSubmit={submit} aria-label={label}>
      {/* Each problem (the schema's here, or the server's) is shown once: beside its field, else at the end. */}
      <RefusalProvider error={refusals}>
        {section({
          draft,
          change,
          actions: (
            <>
              <RefusalMessage />
              {actions}
            </>
          ),
        })}
      </RefusalProvider>
    </Form>
  );
}
