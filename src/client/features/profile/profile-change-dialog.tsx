/**
 * Proposing changes to one's own details (rules §10): contact number, address, emergency contact, bank account.
 * Only what differs from the profile is sent; hr approves, and until then the profile says a change is pending.
 */
import { PencilLine } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { type ProfileField, profileChangeBody, profileFields } from '../../../shared/approvals';
import type { User } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { RefusalMessage, RefusalProvider } from '../../components/ui/field';
import { Form, fieldsFor, firstRefusal, useZodForm } from '../../components/ui/form';
import { useTranslation } from '../../lib/i18n';
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
  const [open, setOpen] = useState(false);
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
  const submit = (body: z.output<typeof profileChangeBody>) =>
    ask.mutate(body, {
      onSuccess: () => {
        toast.success(t('approvals.profileSent'));
        setOpen(false);
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        ask.reset();
        form.reset(current);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" disabled={pending}>
          <PencilLine className="h-4 w-4" aria-hidden /> {t('approvals.proposeChange')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('approvals.proposeChange')} description={t('approvals.proposeHelp')}>
        <Form
          form={form}
          id="profile-change"
          className="mt-4 space-y-4"
          onSubmit={submit}
          onInvalid={(errors) => {
            // "Change at least one detail" belongs to no field.
            const refusal = firstRefusal(errors);
            if (refusal && !refusal.field) toast.error(refusal.message);
          }}
        >
          <RefusalProvider error={ask.error}>
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
            <RefusalMessage />
          </RefusalProvider>
        </Form>
        <DialogActions
          form="profile-change"
          action={t('approvals.send')}
          pendingAction={t('approvals.sending')}
          pending={ask.isPending}
        />
      </DialogContent>
    </Dialog>
  );
}
