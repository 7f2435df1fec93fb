import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { api } from '../../lib/api';
import { useAction } from '../../lib/use-action';

/**
 * Asks for an e-mail and sends a reset link; the answer is the same whether or not the address is known.
 * It starts from the address already typed on the sign-in form.
 */
export function ForgotPasswordDialog({ typedEmail = '' }: { typedEmail?: string }) {
  const [email, setEmail] = useState(typedEmail);
  const send = useAction({
    mutationFn: (address: string) => api('/employee/forgotpassword', { email: address }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(email);
  };
  return (
    <Dialog
      onOpenChange={(open) => {
        if (open) setEmail(typedEmail);
        else send.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="h-auto">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Forgot your password?"
        description="Enter your work e-mail and we will send you a link to choose a new one."
      >
        {send.isSuccess ? (
          <p role="status" className="mt-4 text-sm">
            {send.data.message}
          </p>
        ) : (
          <form id="forgot-password" className="mt-4 space-y-2" onSubmit={submit}>
            <Label htmlFor="forgot-email">Email address</Label>
            <Input
              id="forgot-email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            {send.isError && (
              <p role="alert" className="text-sm text-destructive">
                {send.error.message}
              </p>
            )}
          </form>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {!send.isSuccess && (
            <Button type="submit" form="forgot-password" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
