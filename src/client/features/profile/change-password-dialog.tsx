import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { changePasswordBody } from '../../../shared/auth';
import { withConfirmation } from '../../../shared/password';
import { Button } from '../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { RefusalMessage, RefusalProvider } from '../../components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../components/ui/form';
import { useTranslation } from '../../lib/i18n';
import { useChangePassword } from './profile-api';

const schema = withConfirmation(changePasswordBody, 'newPassword');
const empty = { currentPassword: '', newPassword: '', confirm: '' };
const { TextField } = fieldsFor<z.input<typeof schema>>();

/** Changes the signed-in user's password; the server ends their other sessions and gives this one a new token. */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useZodForm(schema, empty);
  const change = useChangePassword();
  const submit = ({ confirm: _, ...body }: z.output<typeof schema>) =>
    change.mutate(body, {
      onSuccess: () => {
        toast.success(t('password.changed'));
        setOpen(false);
        form.reset(empty);
      },
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        change.reset();
        form.reset(empty);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound className="h-4 w-4" aria-hidden /> {t('password.change')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('password.change')} description={t('password.othersSignedOut')}>
        <Form form={form} id="change-password" className="mt-4 space-y-4" onSubmit={submit}>
          <RefusalProvider error={change.error}>
            <TextField
              name="currentPassword"
              label={t('password.current')}
              type="password"
              autoComplete="current-password"
            />
            <TextField
              name="newPassword"
              label={t('reset.newPassword')}
              type="password"
              autoComplete="new-password"
            />
            <TextField
              name="confirm"
              label={t('reset.confirm')}
              type="password"
              autoComplete="new-password"
            />
            <RefusalMessage />
          </RefusalProvider>
        </Form>
        <DialogActions
          form="change-password"
          action={t('password.change')}
          pendingAction={t('common.saving')}
          pending={change.isPending}
        />
      </DialogContent>
    </Dialog>
  );
}
