import { KeyRound } from 'lucide-react';
import type { z } from 'zod';
import { Button } from '../../../client/components/ui/button';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useFormDialog } from '../../../client/components/ui/use-form-dialog';
import { useTranslation } from '../../../client/lib/i18n';
import { changePasswordBody } from '../../../shared/auth';
import { withConfirmation } from '../../../shared/password';
import { useChangePassword } from './profile-api';

const schema = withConfirmation(changePasswordBody, 'newPassword');
const empty = { currentPassword: '', newPassword: '', confirm: '' };
const { TextField } = fieldsFor<z.input<typeof schema>>();

/** Changes the signed-in user's password; the server ends their other sessions and gives this one a new token. */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const form = useZodForm(schema, empty);
  const change = useChangePassword();
  const dialog = useFormDialog(form, change, empty);
  const submit = ({ confirm: _, ...body }: z.output<typeof schema>) =>
    change.mutate(body, { onSuccess: () => dialog.sent(t('password.changed')) });
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button variant="outline">
          <KeyRound className="h-4 w-4" aria-hidden /> {t('password.change')}
        </Button>
      }
      title={t('password.change')}
      description={t('password.othersSignedOut')}
      form={form}
      id="change-password"
      onSubmit={submit}
      refusal={change.error}
      action={t('password.change')}
      pendingAction={t('common.saving')}
      pending={change.isPending}
    >
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
      <TextField name="confirm" label={t('reset.confirm')} type="password" autoComplete="new-password" />
    </FormDialog>
  );
}
