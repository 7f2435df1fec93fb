import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginReply } from '../../../shared/auth';
import { api } from '../../lib/api';
import { saveSession } from '../../lib/session';

export function useLogin() {
  return useMutation({
    mutationFn: ({ remember, ...body }: LoginBody & { remember: boolean }) =>
      api<LoginReply>('/employee/login', body).then((reply) => ({ reply, remember })),
    onSuccess: ({ reply, remember }) =>
      saveSession({ token: reply.accessToken, userId: reply.user._id }, remember),
  });
}
