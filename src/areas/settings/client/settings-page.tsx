import toast from 'react-hot-toast';
import { PageHeader } from '../../../client/components/layout/page-header';
import { Button } from '../../../client/components/ui/button';
import { RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { Form, firstRefusal, useZodForm } from '../../../client/components/ui/form';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { ApprovalRulesCard } from '../../../client/features/settings/approval-rules-card';
import { BackupsCard } from '../../../client/features/settings/backups-card';
import { JobsCard } from '../../../client/features/settings/jobs-card';
import { NotificationsCard } from '../../../client/features/settings/notifications-card';
import { PayrollCard } from '../../../client/features/settings/payroll-card';
import { PreferencesCard } from '../../../client/features/settings/preferences-card';
import { SiteRulesSection } from '../../../client/features/settings/site-rules-section';
import { SitesCard } from '../../../client/features/settings/sites-card';
import { useTranslation } from '../../../client/lib/i18n';
import { useSettings } from '../../../client/lib/queries';
import { says } from '../../../shared/i18n/refusals';
import { deductionsFit, type Settings, type UpdateSettingsBody, updateSettingsBody } from '../schemas';
import { CalendarSection } from './calendar-section';
import { CoverSection } from './cover-section';
import { LeaveTypesSection } from './leave-types-section';
import { OrganisationSection } from './organisation-section';
import { useUpdateSettings } from './settings-api';

export type Draft = Required<UpdateSettingsBody>;
export interface SectionProps {
  draft: Draft;
  change: (patch: Partial<Draft>) => void;
}

// What the server keeps for itself is not part of the form: when the row changed, how far accrual has run.
const toDraft = ({ updatedAt: _, leaveAccrualThrough: __, ...s }: Settings): Draft => s;

/** The shared schema, and the rule the server checks against the stored row: here the form holds every value. */
const schema = updateSettingsBody.refine(
  (s) => deductionsFit({ taxPercent: s.taxPercent ?? 0, ssfPercent: s.ssfPercent ?? 0 }),
  {
    path: ['taxPercent'],
    error: says('deductions_over_100'),
  },
);

/** /admin/settings: the organisation's settings, saved on the server, and this browser's preferences. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  if (!ready(settings)) return queryStatus(settings);
  return (
    <main className="space-y-6">
      <PageHeader title={t('nav.settings')} />
      {/* Keyed by the saved revision: a save elsewhere starts the form from what is stored now. */}
      <SettingsForm key={settings.data.updatedAt} saved={settings.data} />
      <SitesCard />
      <PayrollCard />
      <ApprovalRulesCard />
      <JobsCard />
      <BackupsCard />
      <PreferencesCard />
      <NotificationsCard />
    </main>
  );
}

function SettingsForm({ saved }: { saved: Settings }) {
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
        <OrganisationSection draft={draft} change={change} />
        <CalendarSection draft={draft} change={change} />
        <SiteRulesSection draft={draft} change={change} />
        <LeaveTypesSection draft={draft} change={change} />
        <CoverSection draft={draft} change={change} />
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
