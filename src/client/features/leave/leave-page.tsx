import { PageHeader } from '../../components/layout/page-header';
import { ApplyLeaveForm } from './apply-leave-form';
import { LeaveBalancesCard } from './leave-balances';
import { MyLeavesCard } from './my-leaves';

/** Spec §2's employee leave page (/leave): apply on the left; my leaves and balances on the right. */
export function LeavePage() {
  return (
    <main className="space-y-6">
      <PageHeader title="Leave Management" />
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
