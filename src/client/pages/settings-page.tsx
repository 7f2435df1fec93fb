/** /admin/settings: hr's page, composing the organisation's settings form and the cards of several areas. */
import { ApprovalRulesCard } from '../../areas/approvals/client/approval-rules-card';
import { BackupsCard } from '../../areas/backups/client/backups-card';
import { BsCalendarCard } from '../../areas/calendar/client/bs-calendar-card';
import { HolidaysCard } from '../../areas/holidays/client/holidays-card';
import { NotificationsCard } from '../../areas/notifications/client/notifications-card';
import { OrganisationCard } from '../../areas/organisation/client/organisation-card';
import { PayrollCard } from '../../areas/payroll/client/payroll-card';
import { CalendarSection } from '../../areas/settings/client/calendar-section';
import { CountryProfileCard } from '../../areas/settings/client/country-profile-card';
import { CoverSection } from '../../areas/settings/client/cover-section';
import { JobsCard } from '../../areas/settings/client/jobs-card';
import { LeaveTypesSection } from '../../areas/settings/client/leave-types-section';
import { OrganisationSection } from '../../areas/settings/client/organisation-section';
import { PreferencesCard } from '../../areas/settings/client/preferences-card';
import { SettingsForm } from '../../areas/settings/client/settings-form';
import { SiteRulesSection } from '../../areas/sites/client/site-rules-section';
import { SitesCard } from '../../areas/sites/client/sites-card';
import { PageHeader } from '../components/layout/page-header';
import { queryStatus, ready } from '../components/ui/status';
import { useTranslation } from '../lib/i18n';
import { useSettings } from '../lib/queries';

/** The organisation's settings, saved on the server, and this browser's preferences. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  if (!ready(settings)) return queryStatus(settings);
  return (
    <main className="space-y-6">
      <PageHeader title={t('nav.settings')} />
      <CountryProfileCard key={settings.data.updatedAt} saved={settings.data} />
      {/* Keyed by the saved revision: a save elsewhere starts the form from what is stored now. */}
      <SettingsForm key={settings.data.updatedAt} saved={settings.data}>
        {(section) => (
          <>
            <OrganisationSection {...section} />
            <CalendarSection {...section} />
            <SiteRulesSection {...section} />
            <LeaveTypesSection {...section} />
            <CoverSection {...section} />
          </>
        )}
      </SettingsForm>
      <OrganisationCard />
      <HolidaysCard />
      <SitesCard />
      <BsCalendarCard />
      <PayrollCard />
      <ApprovalRulesCard />
      <JobsCard />
      <BackupsCard />
      <PreferencesCard />
      <NotificationsCard />
    </main>
  );
}
