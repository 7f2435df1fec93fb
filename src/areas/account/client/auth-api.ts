import { api } from '../../../client/lib/api';
import { saveSession } from '../../../client/lib/session';
import { useAction } from '../../../client/lib/use-action';
import type { ForgotPasswordBody, LoginBody, ResetPasswordBody, VerifyTwoStepBody } from '../contract';

/**
 * The password step: a session, saved, or (with two-step sign-in on) `{ twoStep }`, the challenge the code step
 * (`useLoginTwoStep`) takes.
 */
export function useLogin() {
  return useAction({
    mutationFn: ({ remember, ...body }: LoginBody & { remember: boolean }) =>
      api('/employee/login', body).then((reply) => ({ reply, remember })),
    onSuccess: ({ reply, remember }) => {
      if ('accessToken' in reply) saveSession({ token: reply.accessToken, userId: reply.user._id }, remember);
    },
  });
}

/** The code step: the challenge and a code from the app (or a recovery code) sign in. */
export function useLoginTwoStep() {
  return useAction({
    mutationFn: ({ remember, ...body }: VerifyTwoStepBody & { remember: boolean }) =>
      api('/employee/logintwostep', body).then((reply) => ({ reply, remember })),
    onSuccess: ({ reply, remember }) =>
      saveSession({ token: reply.accessToken, userId: reply.user._id }, remember),
  });
}

/** E-mails a reset link; the answer is the same whether or not the address is known. */
export function useForgotPassword() {
  return useAction({ mutationFn: (body: ForgotPasswordBody) => api('/employee/forgotpassword', body) });
}

/** Sets a new password with the token of a reset link. */
export function useResetPassword() {
  return useAction({ mutationFn: (body: ResetPasswordBody) => api('/employee/resetpassword', body) });
}
