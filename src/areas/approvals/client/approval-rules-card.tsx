/**
 * Settings → Approvals (rules §10): hr's routing rules. Each says which requests it matches (kind, leave type,
 * department, working days) and its steps; the most specific match routes a new request, and requests already
 * made keep the steps they were given.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ConfirmDialog } from '../../../client/components/ui/dialog';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useLeaveTypeName, useOrgName } from '../../../client/lib/names';
import type { Rule } from '../schemas';
import { useApprovalRules, useDeleteRule } from './approvals-api';
import { RuleDialog } from './rule-dialog';

export function ApprovalRulesCard() {
  const { t } = useTranslation();
  const rules = useApprovalRules();
  const remove = useDeleteRule();
  const [deleting, setDeleting] = useState<Rule | null>(null);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle>{t('approvals.rules')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('approvals.rulesHelp')}</p>
        </div>
        <RuleDialog />
      </CardHeader>
      <CardContent>
        {!ready(rules) ? (
          queryStatus(rules)
        ) : rules.data.rules.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('approvals.noRules')}</p>
        ) : (
          <ul className="space-y-3">
            {rules.data.rules.map((rule) => (
              <RuleItem key={rule._id} rule={rule} onDelete={() => setDeleting(rule)} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={Boolean(deleting)}
        onClose={() => setDeleting(null)}
        title={t('approvals.deleteRuleTitle', { name: deleting?.name ?? '' })}
        description={t('approvals.deleteRuleText')}
        action={t('approvals.deleteRule')}
        pendingAction={t('approvals.deleting')}
        pending={remove.isPending}
        onAction={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              toast.success(t('approvals.ruleDeleted'));
              setDeleting(null);
            },
          })
        }
      />
    </Card>
  );
}

function RuleItem({ rule, onDelete }: { rule: Rule; onDelete: () => void }) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const typeName = useLeaveTypeName();
  const f = useFormat();
  const when = [
    t(`approvals.kind.${rule.kind}`),
    typeName(rule.leave_type),
    orgName('department', rule.department),
    rule.min_days !== null && rule.max_days !== null
      ? t('approvals.daysBetween', { min: f.number(rule.min_days), max: f.number(rule.max_days) })
      : rule.min_days !== null
        ? t('approvals.daysAtLeast', { min: f.number(rule.min_days) })
        : rule.max_days !== null
          ? t('approvals.daysAtMost', { max: f.number(rule.max_days) })
          : null,
  ].filter(Boolean);
  const who = (step: Rule['steps'][number]) =>
    [...step.approvers.map((a) => t(`approvals.source.${a}`)), ...step.people.map((p) => p.name)].join(
      t('approvals.listJoin'),
    );
  return (
    <li className="space-y-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{rule.name}</h3>
          <p className="text-sm text-muted-foreground">{when.join(' · ')}</p>
        </div>
        <div className="flex gap-2">
          <RuleDialog rule={rule} />
          <Button variant="outline" size="sm" onClick={onDelete}>
            {t('approvals.deleteRule')}
            <span className="sr-only"> {rule.name}</span>
          </Button>
        </div>
      </div>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        {rule.steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; their order is their identity
          <li key={i}>
            {t(step.mode === 'all' ? 'approvals.everyOf' : 'approvals.oneOf', { who: who(step) })}
          </li>
        ))}
      </ol>
    </li>
  );
}
