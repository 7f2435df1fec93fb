import { forgotPasswordBody } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '../../components/ui/dialog';
import { RefusalMessage, RefusalProvider } from '../../components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../components/ui/form';
import { useForgotPassword } from './auth-api';

const { TextField } = fieldsFor<{ email: string }>();

/**
 * Asks for an e-mail and sends a reset link; the answer is the same whether or not the address is known.
 * It starts from the address already typed on the sign-in form.
 */
export function ForgotPasswordDialog({ typedEmail = '' }: { typedEmail?: string }) {
  const form = useZodForm(forgotPasswordBody, { email: typedEmail });
  const send = useForgotPassword();
  return (
    <Dialog
      onOpenChange={(open) => {
        if (open) form.reset({ email: typedEmail });
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
          <>
            <p role="status" className="mt-4 text-sm">
              {send.data.message}
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <Form form={form} id="forgot-password" className="mt-4" onSubmit={(body) => send.mutate(body)}>
              <RefusalProvider error={send.error}>
                <TextField name="email" label="Email address" type="email" autoComplete="email" />
                <RefusalMessage />
              </RefusalProvider>
            </Form>
            <DialogActions
              form="forgot-password"
              cancel="Close"
              action="Send reset link"
              pendingAction="Sending..."
              pending={send.isPending}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
