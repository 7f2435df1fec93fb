import type { LoginBody } from '../../../shared/auth';
import { api } from '../../lib/api';
import { saveSession } from '../../lib/session';
import { useAction } from '../../lib/use-action';

export function useLogin() {
  return useAction({
    mutationFn: ({ remember, ...body }: LoginBody & { remember: boolean }) =>
      api('/employee/login', body).then((reply) => ({ reply, remember })),
    onSuccess: ({ reply, remember }) =>
      saveSession({ token: reply.accessToken, userId: reply.user._id }, remember),
  });
}
