import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { api } from '../../lib/api';
import { replaceToken } from '../../lib/session';
import { useAction } from '../../lib/use-action';

const empty = { currentPassword: '', newPassword: '', confirm: '' };

/** Changes the signed-in user's password; the server ends their other sessions and gives this one a new token. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(empty);
  const [mismatch, setMismatch] = useState(false);
  const change = useAction({
    mutationFn: () =>
      api('/employee/changepassword', {
        currentPassword: form.currentPassword,
        newPassword: form.newPassword,
      }),
    onSuccess: (reply) => {
      replaceToken(reply.accessToken);
      toast.success(reply.message);
      setOpen(false);
      setForm(empty);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(form.newPassword !== form.confirm);
    if (form.newPassword === form.confirm) change.mutate();
  };
  const field = (key: keyof typeof empty, label: string, autoComplete: string) => (
    <div className="space-y-2">
      <Label htmlFor={`cp-${key}`}>{label}</Label>
      <Input
        id={`cp-${key}`}
        type="password"
        required
        autoComplete={autoComplete}
        minLength={key === 'currentPassword' ? undefined : 8}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
    </div>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        change.reset();
        setMismatch(false);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound className="h-4 w-4" aria-hidden /> Change password
        </Button>
      </DialogTrigger>
      <DialogContent title="Change password" description="Your other sessions will be signed out.">
        <form id="change-password" className="mt-4 space-y-4" onSubmit={submit}>
          {field('currentPassword', 'Current password', 'current-password')}
          {field('newPassword', 'New password', 'new-password')}
          {field('confirm', 'Confirm new password', 'new-password')}
          {(mismatch || change.isError) && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {mismatch ? 'The passwords do not match.' : change.error?.message}
            </p>
          )}
        </form>
        <DialogActions
          form="change-password"
          action="Change password"
          pendingAction="Saving..."
          pending={change.isPending}
        />
      </DialogContent>
    </Dialog>
  );
}
