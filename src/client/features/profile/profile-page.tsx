import { Briefcase, Calendar, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { User } from '../../../shared/auth';
import { useMe } from '../../components/layout/use-me';
import { Avatar } from '../../components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { capitalise, formatMoney, fullName } from '../../lib/format';
import { ChangePasswordDialog } from './change-password-dialog';
import { usePhotoUrl } from './documents-api';
import { DocumentsTab } from './documents-tab';
import { PerformanceTab } from './performance-tab';
import { useReportingLine } from './profile-api';
import { SecretValue } from './secret-value';

const NA = 'Not Available';
const roleNames = { hr: 'HR', manager: 'Manager', employee: 'Employee' } as const;
const or = (value: string, fallback = NA) => value || fallback;

export function ProfilePage() {
  const { data } = useMe();
  if (!data) return null;
  return (
    <Profile user={data.user} currency={data.organisation.currency} actions={<ChangePasswordDialog />} />
  );
}

/** An employee's profile; `actions` adds buttons to the header (the owner's own, or hr's). */
export function Profile({ user, currency, actions }: { user: User; currency: string; actions?: ReactNode }) {
  const e = user.employmentDetails;
  const p = user.payrollInfo;
  const photo = usePhotoUrl(user._id);
  return (
    <main className="space-y-6">
      <Card>
        <div className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
          <Avatar first={user.firstName} last={user.lastName} src={photo} className="h-20 w-20 text-2xl" />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold">{fullName(user)}</h1>
            <p className="text-muted-foreground">{or(e.designation, 'Software Engineer')}</p>
            <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <HeaderItem icon={<Mail />} label="Email" value={user.email} />
              <HeaderItem icon={<Phone />} label="Phone" value={or(user.contactNumber)} />
              <HeaderItem icon={<MapPin />} label="Address" value={or(user.address)} />
              <HeaderItem icon={<Briefcase />} label="Position" value={or(e.position, 'Engineering')} />
              <HeaderItem icon={<Calendar />} label="Joined" value={or(e.dateOfJoining, '2022-03-15')} />
            </ul>
          </div>
          {actions && <div className="flex flex-wrap gap-2 sm:self-start">{actions}</div>}
        </div>
      </Card>

      <Tabs defaultValue="details">
        <TabsList aria-label="Profile sections">
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="documents">Documents</TabsTrigger>
          <TabsTrigger value="payroll">Payroll</TabsTrigger>
          <TabsTrigger value="emergency">Emergency Contact</TabsTrigger>
          <TabsTrigger value="performance">Performance</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <Section title="Personal and employment details">
            <Fact label="Employee ID" value={or(e.employeeId)} />
            <Fact label="Date of Birth" value={or(user.dateofBirth)} />
            <Fact label="Gender" value={or(capitalise(user.gender.replaceAll('-', ' ')))} />
            <Fact label="Department" value={or(e.department)} />
            <Fact label="Employment Type" value={or(capitalise(e.employmentType))} />
            <Fact label="Work Location" value={or(capitalise(e.workLocation))} />
            <Fact label="Role" value={roleNames[user.role]} />
            <Fact label="Status" value={user.status} />
            <ReportingLineFields employeeId={user._id} />
          </Section>
        </TabsContent>
        <TabsContent value="documents">
          <DocumentsTab employeeId={user._id} />
        </TabsContent>
        <TabsContent value="payroll">
          <Section title="Payroll information">
            <Fact label="Salary" value={p.salary === null ? 'NULL' : formatMoney(p.salary, currency)} />
            <Fact
              label="Bank Account"
              value={
                p.bankAccount ? (
                  <SecretValue
                    label="bank account"
                    masked={p.bankAccount}
                    field="bankAccount"
                    employeeId={user._id}
                  />
                ) : (
                  NA
                )
              }
            />
            <Fact
              label="Tax Identification Number"
              value={
                p.taxId ? (
                  <SecretValue
                    label="tax identification number"
                    masked={p.taxId}
                    field="taxId"
                    employeeId={user._id}
                  />
                ) : (
                  NA
                )
              }
            />
            <Fact
              label="Social Security Number"
              value={
                p.ssn ? (
                  <SecretValue
                    label="social security number"
                    masked={p.ssn}
                    field="ssn"
                    employeeId={user._id}
                  />
                ) : (
                  NA
                )
              }
            />
            <Fact label="Health Insurance / Benefits Enrollment" value={or(p.healthInsurance)} />
          </Section>
        </TabsContent>
        <TabsContent value="performance">
          <PerformanceTab employeeId={user._id} />
        </TabsContent>
        <TabsContent value="emergency">
          <Section title="Emergency contact">
            <Fact label="Name" value={or(user.emergencyContact.name)} />
            <Fact label="Relationship" value={or(user.emergencyContact.relationship)} />
            <Fact label="Contact Number" value={or(user.emergencyContact.contactNumber)} />
          </Section>
        </TabsContent>
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
      <span className="sr-only">{label}:</span>
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
  const line = useReportingLine(employeeId);
  const named = (p: { name: string; designation: string }) =>
    p.designation ? `${p.name} (${p.designation})` : p.name;
  const shown = (text: string) => (line.isPending ? 'Loading...' : line.isError ? NA : text);
  return (
    <>
      <Fact label="Reports to" value={shown(line.data?.manager ? named(line.data.manager) : 'Nobody')} />
      <Fact
        label="Direct reports"
        value={shown(line.data?.reports.length ? line.data.reports.map(named).join(', ') : 'None')}
      />
    </>
  );
}
