/** /settings: every person's own preferences (rules §9); hr's organisation settings are at /admin/settings. */

import { TwoStepCard } from '../../areas/account/client/two-step-card';
import { NotificationsCard } from '../../areas/notifications/client/notifications-card';
import { PreferencesCard } from '../../areas/settings/client/preferences-card';
import { PageHeader } from '../components/layout/page-header';
import { useTranslation } from '../lib/i18n';

export function MySettingsPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={t('nav.mySettings')} description={t('settings.mineDescription')} />
      <PreferencesCard />
      <NotificationsCard />
      <TwoStepCard />
    </main>
  );
}
