import { api } from '../../../client/lib/api';
import { saveSession } from '../../../client/lib/session';
import { useAction } from '../../../client/lib/use-action';
import type { ForgotPasswordBody, LoginBody, ResetPasswordBody } from '../../../shared/auth';

export function useLogin() {
  return useAction({
    mutationFn: ({ remember, ...body }: LoginBody & { remember: boolean }) =>
      api('/employee/login', body).then((reply) => ({ reply, remember })),
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
