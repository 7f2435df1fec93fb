/**
 * A project's members (issue 43): only they log time on it. Add someone found by typing; remove someone (the time
 * they logged stays, and counts in the reports).
 */
import { UserMinus } from 'lucide-react';
import toast from 'react-hot-toast';
import { EmployeeCombobox } from '../../../client/components/employee-combobox';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { IconButton } from '../../../client/components/ui/icon-button';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import type { ProjectDetail } from '../contract';
import { useSetMembers } from './admin-api';

export function MembersCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const orgName = useOrgName();
  const members = useSetMembers();
  const change = (change: { add?: string[]; remove?: string[] }, done: string) =>
    members.mutate(
      { project_id: project._id, ...change },
      { onSuccess: () => toast.success(done), onError: (error) => toast.error(error.message) },
    );
  return (
    <Card>
      <CardHeader className="space-y-1.5">
        <CardTitle>{t('projectAdmin.membersTitle')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('projectAdmin.membersHint')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <EmployeeCombobox
          label={t('projectAdmin.addMember')}
          selected={null}
          onSelect={(e) => {
            if (!e) return;
            if (project.member_list.some((m) => m._id === e._id))
              return toast.error(t('projectAdmin.alreadyMember', { name: `${e.firstName} ${e.lastName}` }));
            change({ add: [e._id] }, t('projectAdmin.memberAdded', { name: `${e.firstName} ${e.lastName}` }));
          }}
        />
        {project.member_list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('projectAdmin.noMembers')}</p>
        ) : (
          <ul
            className="divide-y divide-border rounded-md border border-border"
            aria-label={t('projectAdmin.membersTitle')}
          >
            {project.member_list.map((member) => (
              <li key={member._id} className="flex items-center justify-between gap-3 p-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">{member.name}</p>
                  <p className="text-muted-foreground">
                    {[
                      member.designation && orgName('designation', member.designation),
                      member.employee_id,
                      t('projectAdmin.memberSince', { date: f.date(member.added_at) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <IconButton
                  icon={UserMinus}
                  size="sm"
                  label={t('projectAdmin.removeNamed', { name: member.name })}
                  disabled={members.isPending}
                  onClick={() =>
                    change({ remove: [member._id] }, t('projectAdmin.memberRemoved', { name: member.name }))
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
