/**
 * Proposing changes to one's own details (rules §10): contact number, address, emergency contact, bank account.
 * Only what differs from the profile is sent; hr approves, and until then the profile says a change is pending.
 */
import { PencilLine } from 'lucide-react';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../client/components/ui/button';
import { fieldsFor, firstRefusal, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useFormDialog } from '../../../client/components/ui/use-form-dialog';
import { useTranslation } from '../../../client/lib/i18n';
import type { User } from '../../../shared/auth';
import { type ProfileField, profileChangeBody, profileFields } from '../../approvals/contract';
import { useRequestProfileChange } from './profile-api';

type Values = Record<ProfileField, string>;
const { TextField } = fieldsFor<Values>();

const currentOf = (user: User): Values => ({
  contactNumber: user.contactNumber,
  address: user.address,
  emergencyName: user.emergencyContact.name,
  emergencyRelationship: user.emergencyContact.relationship,
  emergencyContactNumber: user.emergencyContact.contactNumber,
  // Never sent back by the server: blank means "keep it".
  bankAccount: '',
});

export function ProfileChangeDialog({ user, pending }: { user: User; pending: boolean }) {
  const { t } = useTranslation();
  const current = useMemo(() => currentOf(user), [user]);
  // Only the fields that differ from the profile are validated and sent.
  const schema = useMemo(
    () =>
      z.preprocess(
        (values) =>
          Object.fromEntries(
            Object.entries(values as Values).filter(
              ([field, value]) => value.trim() !== '' && value.trim() !== current[field as ProfileField],
            ),
          ),
        profileChangeBody,
      ),
    [current],
  );
  const form = useZodForm<typeof schema, Values>(schema, current);
  const ask = useRequestProfileChange();
  const dialog = useFormDialog(form, ask, current);
  const submit = (body: z.output<typeof profileChangeBody>) =>
    ask.mutate(body, { onSuccess: () => dialog.sent(t('approvals.profileSent')) });
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button variant="outline" disabled={pending}>
          <PencilLine className="h-4 w-4" aria-hidden /> {t('approvals.proposeChange')}
        </Button>
      }
      title={t('approvals.proposeChange')}
      description={t('approvals.proposeHelp')}
      form={form}
      id="profile-change"
      onSubmit={submit}
      onInvalid={(errors) => {
        // "Change at least one detail" belongs to no field.
        const refusal = firstRefusal(errors);
        if (refusal && !refusal.field) toast.error(refusal.message);
      }}
      refusal={ask.error}
      action={t('approvals.send')}
      pendingAction={t('approvals.sending')}
      pending={ask.isPending}
    >
      {profileFields.map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`approvals.field.${field}`)}
          hint={field === 'bankAccount' ? t('approvals.bankHint') : undefined}
          autoComplete="off"
          inputMode={field.endsWith('Number') ? 'tel' : undefined}
        />
      ))}
    </FormDialog>
  );
}
