import { PageHeader } from '../../../client/components/layout/page-header';
import { useTranslation } from '../../../client/lib/i18n';
import { ApplyLeaveForm } from './apply-leave-form';
import { LeaveBalancesCard } from './leave-balances';
import { MyLeavesCard } from './my-leaves';

/** Spec §2's employee leave page (/leave): apply on the left; my leaves and balances on the right. */
export function LeavePage() {
  const { t } = useTranslation();
  return (
    <main className="space-y-6">
      <PageHeader title={t('leave.title')} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ApplyLeaveForm />
        <div className="space-y-6">
          <MyLeavesCard />
          <LeaveBalancesCard />
        </div>
      </div>
    </main>
  );
}
