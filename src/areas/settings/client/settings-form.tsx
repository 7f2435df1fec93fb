/**
 * The organisation's settings form (/admin/settings): the settings row, edited in sections and saved at once.
 * The page composes the sections, this area's and other areas' (the sites' location rules), by the render prop.
 */
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { Form, firstRefusal, useZodForm } from '../../../client/components/ui/form';
import { useTranslation } from '../../../client/lib/i18n';
import { says } from '../../../shared/i18n/refusals';
import { deductionsFit, type Settings, type UpdateSettingsBody, updateSettingsBody } from '../schemas';
import { useUpdateSettings } from './settings-api';

/** The holidays are their own card's (the holidays area), not the form's. */
export type Draft = Required<Omit<UpdateSettingsBody, 'holidays'>>;
export interface SectionProps {
  draft: Draft;
  change: (patch: Partial<Draft>) => void;
}

// What the server keeps for itself is not part of the form: when the row changed, how far accrual has run; nor are
// the holidays, which the holidays card keeps.
const toDraft = ({ updatedAt: _, leaveAccrualThrough: __, holidays: ___, ...s }: Settings): Draft => s;

/** The shared schema, and the rule the server checks against the stored row: here the form holds every value. */
const schema = updateSettingsBody.refine(
  (s) => deductionsFit({ taxPercent: s.taxPercent ?? 0, ssfPercent: s.ssfPercent ?? 0 }),
  {
    path: ['taxPercent'],
    error: says('deductions_over_100'),
  },
);

/** The form over `saved`; `children` draws its sections from the draft and the change it is given. */
export function SettingsForm({
  saved,
  children: sections,
}: {
  saved: Settings;
  children: (props: SectionProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const form = useZodForm<typeof schema, Draft>(schema, toDraft(saved));
  const save = useUpdateSettings();
  const draft = form.watch();
  const change = (patch: Partial<Draft>) => {
    for (const [key, value] of Object.entries(patch))
      form.setValue(key as keyof Draft, value as never, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
  };
  const submit = (body: UpdateSettingsBody) =>
    save.mutate(body, { onSuccess: () => toast.success(t('settings.saved')) });
  const refusal = firstRefusal(form.formState.errors) ?? save.error;

  return (
    <Form
      form={form}
      id="settings"
      className="space-y-6"
      onSubmit={submit}
      aria-label={t('settings.organisationSettings')}
    >
      {/* A refusal (the schema's here, or the server's) is shown once: beside its field, else above the buttons. */}
      <RefusalProvider error={refusal}>
        {sections({ draft, change })}
        <RefusalMessage />
      </RefusalProvider>
      <div className="flex justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            form.reset(toDraft(saved));
            save.reset();
          }}
        >
          {t('settings.discard')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t(save.isPending ? 'common.saving' : 'settings.save')}
        </Button>
      </div>
    </Form>
  );
}
