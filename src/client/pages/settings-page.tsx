/**
 * /admin/settings: hr's page, composing the organisation's settings, section by section, and the cards of
 * several areas, in groups with a list of links to them (issue 44, item 13). Every section and card saves on its
 * own.
 */

import { TwoStepPolicyCard } from '../../areas/account/client/two-step-policy-card';
import { ApprovalRulesCard } from '../../areas/approvals/client/approval-rules-card';
import { BackupsCard } from '../../areas/backups/client/backups-card';
import { BsCalendarCard } from '../../areas/calendar/client/bs-calendar-card';
import { DevicesCard } from '../../areas/devices/client/devices-card';
import { HolidaysCard } from '../../areas/holidays/client/holidays-card';
import { ApiTokensCard } from '../../areas/integrations/client/api-tokens-card';
import { NotificationsCard } from '../../areas/notifications/client/notifications-card';
import { OrganisationCard } from '../../areas/organisation/client/organisation-card';
import { PayrollCard } from '../../areas/payroll/client/payroll-card';
import { CalendarSection } from '../../areas/settings/client/calendar-section';
import { CountryProfileCard } from '../../areas/settings/client/country-profile-card';
import { CoverSection } from '../../areas/settings/client/cover-section';
import { IdentitySection } from '../../areas/settings/client/identity-section';
import { JobsCard } from '../../areas/settings/client/jobs-card';
import { LeaveTypesSection } from '../../areas/settings/client/leave-types-section';
import { OrganisationSection } from '../../areas/settings/client/organisation-section';
import { PreferencesCard } from '../../areas/settings/client/preferences-card';
import { type DraftKey, SettingsForm } from '../../areas/settings/client/settings-form';
import { OvertimePolicyCard } from '../../areas/shifts/client/overtime-policy-card';
import { ShiftTypesCard } from '../../areas/shifts/client/shift-types-card';
import { SiteRulesSection } from '../../areas/sites/client/site-rules-section';
import { SitesCard } from '../../areas/sites/client/sites-card';
import { PageHeader } from '../components/layout/page-header';
import { queryStatus, ready } from '../components/ui/status';
import { useTranslation } from '../lib/i18n';
import { useSettings } from '../lib/queries';
import { SettingsGroupSection as Group, SettingsNav } from './settings-sections';

/** The fields of the settings row each section edits and sends. */
const sectionFields = {
  organisation: [
    'companyName',
    'currency',
    'language',
    'periodCalendar',
    'calendar',
    'requestReminderDays',
    'monthReminderDays',
  ],
  workingTime: [
    'timeZone',
    'workStart',
    'lateGraceMinutes',
    'clockGapMinutes',
    'attendanceStartDate',
    'workingDays',
  ],
  siteRules: ['locationRule', 'networkRule'],
  leaveTypes: ['leaveTypes', 'leaveYearStartMonth', 'workDayMinutes', 'leaveLedgerStart'],
  cover: ['coverMinimums'],
  identity: ['requiredIdentity'],
} as const satisfies Record<string, readonly DraftKey[]>;

/** The organisation's settings, saved on the server, and this browser's preferences. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  if (!ready(settings)) return queryStatus(settings);
  const saved = settings.data;
  return (
    <main className="space-y-6">
      <PageHeader title={t('nav.settings')} />
      <SettingsNav />
      <Group group="organisation">
        <CountryProfileCard key={saved.updatedAt} saved={saved} />
        <SettingsForm
          saved={saved}
          fields={sectionFields.identity}
          label={t('settings.requiredIdentity.title')}
          saveLabel={t('settings.requiredIdentity.save')}
        >
          {(section) => <IdentitySection {...section} />}
        </SettingsForm>
        <SettingsForm
          saved={saved}
          fields={sectionFields.organisation}
          label={t('settings.organisation')}
          saveLabel={t('settings.saveOrganisation')}
        >
          {(section) => <OrganisationSection {...section} />}
        </SettingsForm>
        <OrganisationCard />
      </Group>
      <Group group="time-leave">
        <HolidaysCard />
        <BsCalendarCard />
        <SettingsForm
          saved={saved}
          fields={sectionFields.leaveTypes}
          label={t('settings.leaveTypes')}
          saveLabel={t('settings.saveLeaveTypes')}
        >
          {(section) => <LeaveTypesSection {...section} />}
        </SettingsForm>
        <SettingsForm
          saved={saved}
          fields={sectionFields.cover}
          label={t('settings.cover')}
          saveLabel={t('settings.saveCover')}
        >
          {(section) => <CoverSection {...section} />}
        </SettingsForm>
      </Group>
      <Group group="attendance">
        <SettingsForm
          saved={saved}
          fields={sectionFields.workingTime}
          label={t('settings.workingTime')}
          saveLabel={t('settings.saveWorkingTime')}
        >
          {(section) => <CalendarSection {...section} />}
        </SettingsForm>
        <SettingsForm
          saved={saved}
          fields={sectionFields.siteRules}
          label={t('sites.rulesTitle')}
          saveLabel={t('settings.saveSiteRules')}
        >
          {(section) => <SiteRulesSection {...section} />}
        </SettingsForm>
        <SitesCard />
        <ShiftTypesCard />
        <OvertimePolicyCard />
        <DevicesCard />
      </Group>
      <Group group="payroll">
        <PayrollCard />
      </Group>
      <Group group="approvals">
        <ApprovalRulesCard />
      </Group>
      <Group group="system">
        <JobsCard />
        <BackupsCard />
        <ApiTokensCard />
        <TwoStepPolicyCard />
        <PreferencesCard />
        <NotificationsCard />
      </Group>
    </main>
  );
}
