import { Briefcase, Calendar, Mail, MapPin, Phone } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useCan, useMe } from '../../../client/components/layout/use-me';
import { MyRequests } from '../../../client/components/requests/my-requests';
import { Avatar } from '../../../client/components/ui/avatar';
import { Badge } from '../../../client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../client/components/ui/tabs';
import { useStatusOf } from '../../../client/lib/employee-status';
import { useEnumLabel } from '../../../client/lib/enums';
import { fullName, useFormat } from '../../../client/lib/format';
import { i18next, useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import { useMyRequests } from '../../../client/lib/requests';
import type { User } from '../../../shared/auth';
import { DEFAULT_COUNTRY, profileOf } from '../../../shared/country-profiles';
import { ChangePasswordDialog } from './change-password-dialog';
import { usePhotoUrl } from './documents-api';
import { DocumentsTab } from './documents-tab';
import { PayslipsSection } from './payslips-section';
import { PerformanceTab } from './performance-tab';
import { useReportingLine } from './profile-api';
import { ProfileChangeDialog } from './profile-change-dialog';
import { SalaryStructureSection } from './salary-structure-section';
import { SecretValue } from './secret-value';

export function ProfilePage() {
  const { data } = useMe();
  const changes = useMyRequests('profile');
  if (!data) return null;
  const pending = Boolean(changes.data?.requests.some((r) => r.status === 'pending'));
  return (
    <Profile
      user={data.user}
      currency={data.organisation.currency}
      pendingChange={pending}
      actions={
        <>
          <ProfileChangeDialog user={data.user} pending={pending} />
          <ChangePasswordDialog />
        </>
      }
      ownTabs={
        <TabsContent value="requests" className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>{i18next.t('approvals.profileChanges')}</CardTitle>
            </CardHeader>
            <CardContent>
              <MyRequests kind="profile" emptyText={i18next.t('approvals.noProfileChanges')} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{i18next.t('clockPrivacy.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">{i18next.t('clockPrivacy.body')}</p>
            </CardContent>
          </Card>
        </TabsContent>
      }
    />
  );
}

interface ProfileProps {
  user: User;
  currency: string;
  /** Buttons in the header (the owner's own, or hr's). */
  actions?: ReactNode;
  /** The owner's own tab (their requests and stand-ins), and whether a change of theirs waits for hr. */
  ownTabs?: ReactNode;
  pendingChange?: boolean;
}

/** An employee's profile. */
/**
 * The numbers shown masked on the payroll tab, each revealed on request: the bank account, the identity numbers
 * of the organisation's country profile, and any other one the person has (an SSN kept from before).
 */
const secrets = ['bankAccount', 'pan', 'ssfNumber', 'citizenshipNumber', 'nin', 'taxId', 'ssn'] as const;

export function Profile({ user, currency, actions, ownTabs, pendingChange }: ProfileProps) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const f = useFormat();
  const label = useEnumLabel();
  const statusOf = useStatusOf();
  const NA = t('profile.notAvailable');
  const or = (value: string, fallback = NA) => value || fallback;
  const e = user.employmentDetails;
  const p = user.payrollInfo;
  const photo = usePhotoUrl(user._id);
  const can = useCan();
  const country = useMe().data?.organisation.country ?? DEFAULT_COUNTRY;
  const inProfile = new Set<string>(['bankAccount', ...profileOf(country).identity.map((i) => i.field)]);
  const shownSecrets = secrets.filter((field) => inProfile.has(field) || p[field]);
  return (
    <main className="space-y-6">
      <Card>
        <div className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
          <Avatar first={user.firstName} last={user.lastName} src={photo} className="h-20 w-20 text-2xl" />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold">{fullName(user)}</h1>
            <p className="text-muted-foreground">
              {or(orgName('designation', e.designation), t('profile.defaultDesignation'))}
            </p>
            {pendingChange && (
              <p className="mt-2">
                <Badge tone="yellow">{t('approvals.pendingChange')}</Badge>
              </p>
            )}
            <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <HeaderItem icon={<Mail />} label={t('profile.email')} value={user.email} />
              <HeaderItem icon={<Phone />} label={t('profile.phone')} value={or(user.contactNumber)} />
              <HeaderItem icon={<MapPin />} label={t('profile.address')} value={or(user.address)} />
              <HeaderItem
                icon={<Briefcase />}
                label={t('profile.position')}
                value={e.position ? orgName('position', e.position) : t('profile.defaultPosition')}
              />
              <HeaderItem
                icon={<Calendar />}
                label={t('profile.joined')}
                value={e.dateOfJoining ? f.date(e.dateOfJoining) : f.date('2022-03-15')}
              />
            </ul>
          </div>
          {actions && <div className="flex flex-wrap gap-2 sm:self-start">{actions}</div>}
        </div>
      </Card>

      <Tabs defaultValue="details">
        <TabsList aria-label={t('profile.sections')}>
          <TabsTrigger value="details">{t('profile.details')}</TabsTrigger>
          <TabsTrigger value="documents">{t('profile.documents')}</TabsTrigger>
          <TabsTrigger value="payroll">{t('nav.payroll')}</TabsTrigger>
          <TabsTrigger value="emergency">{t('profile.emergencyTab')}</TabsTrigger>
          <TabsTrigger value="performance">{t('nav.performance')}</TabsTrigger>
          {ownTabs && <TabsTrigger value="requests">{t('approvals.requestsTab')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="details">
          <Section title={t('profile.personalEmployment')}>
            <Fact label={t('profile.employeeId')} value={or(e.employeeId)} />
            <Fact label={t('profile.dateOfBirth')} value={user.dateofBirth ? f.date(user.dateofBirth) : NA} />
            <Fact label={t('profile.gender')} value={or(label('gender', user.gender))} />
            <Fact label={t('profile.department')} value={or(orgName('department', e.department))} />
            <Fact
              label={t('profile.employmentType')}
              value={or(orgName('employment_type', e.employmentType))}
            />
            <Fact label={t('profile.workLocation')} value={or(label('workLocation', e.workLocation))} />
            <Fact label={t('organisation.branch')} value={or(orgName('branch', e.branch))} />
            <Fact
              label={t('organisation.festival')}
              value={e.festival ? orgName('festival', e.festival) : t('organisation.defaultFestival')}
            />
            <Fact label={t('profile.role')} value={label('role', user.role)} />
            <Fact label={t('profile.status')} value={statusOf(user).text} />
            <ReportingLineFields employeeId={user._id} />
          </Section>
        </TabsContent>
        <TabsContent value="documents">
          <DocumentsTab employeeId={user._id} />
        </TabsContent>
        <TabsContent value="payroll" className="space-y-6">
          <Section title={t('profile.payrollInfo')}>
            <Fact
              label={t('profile.salary')}
              value={p.salary === null ? 'NULL' : f.money(p.salary, currency)}
            />
            {shownSecrets.map((field) => (
              <Fragment key={field}>
                <Fact
                  label={t(`profile.${field}`)}
                  value={
                    p[field] ? (
                      <SecretValue
                        label={t(`profile.${field}Lower`)}
                        masked={p[field]}
                        field={field}
                        employeeId={user._id}
                      />
                    ) : (
                      NA
                    )
                  }
                />
                {/* The account's bank and branch beside it (issue 41): sent only to hr and the person. */}
                {field === 'bankAccount' && p.bank && (
                  <Fact label={t('profile.bank')} value={orgName('bank', p.bank)} />
                )}
                {field === 'bankAccount' && p.bankBranch && (
                  <Fact label={t('profile.bankBranch')} value={p.bankBranch} />
                )}
              </Fragment>
            ))}
            {/* The issuing district is kept sealed with the certificate's number and revealed the same way. */}
            {p.citizenshipNumber && (
              <Fact
                label={t('profile.citizenshipDistrict')}
                value={
                  <SecretValue
                    label={t('profile.citizenshipDistrictLower')}
                    masked="••••••"
                    field="citizenshipDistrict"
                    employeeId={user._id}
                  />
                }
              />
            )}
            <Fact label={t('profile.healthInsurance')} value={or(p.healthInsurance)} />
          </Section>
          <PayslipsSection employeeId={user._id} currency={currency} />
          {can('manage:payroll', 'any') && (
            <SalaryStructureSection employeeId={user._id} currency={currency} />
          )}
        </TabsContent>
        <TabsContent value="performance">
          <PerformanceTab employeeId={user._id} />
        </TabsContent>
        <TabsContent value="emergency">
          <Section title={t('profile.emergency')}>
            <Fact label={t('profile.name')} value={or(user.emergencyContact.name)} />
            <Fact label={t('profile.relationship')} value={or(user.emergencyContact.relationship)} />
            <Fact label={t('profile.contactNumber')} value={or(user.emergencyContact.contactNumber)} />
          </Section>
        </TabsContent>
        {ownTabs}
      </Tabs>
    </main>
  );
}

function HeaderItem({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <span className="text-muted-foreground [&>svg]:h-4 [&>svg]:w-4" aria-hidden>
        {icon}
      </span>
      <span className="sr-only">{`${label}:`}</span>
      <span className="truncate">{value}</span>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>
      </CardContent>
    </Card>
  );
}

/** A label and its value, read-only. */
function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-medium break-words">{value}</dd>
    </div>
  );
}

/** Whom the person reports to and who reports to them. */
function ReportingLineFields({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const line = useReportingLine(employeeId);
  const named = (p: { name: string; designation: string }) =>
    p.designation ? `${p.name} (${orgName('designation', p.designation)})` : p.name;
  const shown = (text: string) =>
    line.isPending ? t('common.loading') : line.isError ? t('profile.notAvailable') : text;
  return (
    <>
      <Fact
        label={t('profile.reportsTo')}
        value={shown(line.data?.manager ? named(line.data.manager) : t('profile.nobody'))}
      />
      <Fact
        label={t('profile.directReports')}
        value={shown(line.data?.reports.length ? line.data.reports.map(named).join(', ') : t('profile.none'))}
      />
    </>
  );
}
