/**
 * Deciding several at once (issue 44, item 3): the inbox's cards the viewer may decide are ticked, then Approve
 * selected or Reject selected opens one dialog with one note; the server decides them all or none and says why.
 * A note is required where deciding one alone would require it (hr deciding in place of the approvers).
 */
import { Check, X } from 'lucide-react';
import { type RefObject, useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../client/components/ui/button';
import { Checkbox } from '../../../client/components/ui/checkbox';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { Label } from '../../../client/components/ui/label';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { says } from '../../../shared/i18n/refusals';
import type { Approval } from '../schemas';
import { useDecideMany } from './approvals-api';

type Decision = 'approved' | 'rejected';
const empty = { note: '' };
const noteSchema = (required: boolean) =>
  z.object({
    note: z
      .string()
      .trim()
      .max(500, { error: says('field_too_long', { field: 'Note', max: 500 }) })
      .refine((v) => !required || v.length > 0, { error: says('override_note') }),
  });
const { TextAreaField } = fieldsFor<{ note: string }>();

/** Whether the viewer may decide this card (their step, or hr's override). */
export const decidable = (request: Approval) => request.can.decide || request.can.override;

export function BulkDecideBar({
  requests,
  selected,
  onSelect,
  selectAllRef,
}: {
  /** The cards on this page the viewer may decide. */
  requests: Approval[];
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  selectAllRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const chosen = requests.filter((r) => selected.has(r._id));
  const all = requests.length > 0 && chosen.length === requests.length;
  return (
    <fieldset className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-3">
      <legend className="sr-only">{t('approvals.bulk')}</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id="approvals-select-all"
          ref={(el) => {
            selectAllRef.current = el;
            if (el) el.indeterminate = chosen.length > 0 && !all;
          }}
          checked={all}
          onCheckedChange={(on) => onSelect(new Set(on ? requests.map((r) => r._id) : []))}
        />
        <Label htmlFor="approvals-select-all">{t('approvals.selectAll')}</Label>
      </div>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {t('approvals.selectedCount', { count: chosen.length, n: f.number(chosen.length) })}
      </span>
      <div className="ml-auto flex flex-wrap gap-2">
        {(['approved', 'rejected'] as const).map((status) => (
          <BulkDialog
            key={status}
            status={status}
            chosen={chosen}
            onDone={() => {
              onSelect(new Set());
              // The button that opened it is disabled now nothing is selected: the focus goes to Select all.
              setTimeout(() => selectAllRef.current?.focus(), 0);
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}

function BulkDialog({
  status,
  chosen,
  onDone,
}: {
  status: Decision;
  chosen: Approval[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const decideMany = useDecideMany();
  const needsNote = chosen.some((r) => !r.can.decide && r.can.override);
  const form = useZodForm(noteSchema(needsNote), empty);
  const [open, setOpen] = useState(false);
  const approve = status === 'approved';
  const count = { count: chosen.length, n: f.number(chosen.length) };
  const submit = ({ note }: { note: string }) =>
    decideMany.mutate(
      { ids: chosen.map((r) => r._id), status, note: note || null },
      {
        onSuccess: () => {
          toast.success(t(approve ? 'approvals.approvedMany' : 'approvals.rejectedMany', count));
          setOpen(false);
          form.reset(empty);
          onDone();
        },
      },
    );
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        decideMany.reset();
        form.reset(empty);
      }}
      trigger={
        <Button
          variant={approve ? 'success' : 'destructive'}
          disabled={chosen.length === 0 || decideMany.isPending}
        >
          {approve ? <Check className="h-4 w-4" aria-hidden /> : <X className="h-4 w-4" aria-hidden />}
          {t(approve ? 'approvals.approveSelected' : 'approvals.rejectSelected')}
        </Button>
      }
      title={t(approve ? 'approvals.approveManyTitle' : 'approvals.rejectManyTitle', count)}
      description={chosen.map((r) => r.employee.name).join(t('approvals.listJoin'))}
      form={form}
      id={`decide-many-${status}`}
      onSubmit={submit}
      refusal={decideMany.error}
      action={t(approve ? 'leave.approve' : 'leave.reject')}
      pendingAction={t('common.saving')}
      pending={decideMany.isPending}
    >
      <TextAreaField
        name="note"
        label={t(needsNote ? 'approvals.overrideNote' : 'approvals.noteToAll')}
        hint={needsNote ? t('approvals.overrideHint') : undefined}
        required={needsNote}
        rows={3}
        maxLength={500}
      />
    </FormDialog>
  );
}
