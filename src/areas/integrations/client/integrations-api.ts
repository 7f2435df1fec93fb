/** hr's API tokens (Settings → API tokens, issue 46): the scopes offered, the list, creating and revoking. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type { TokenInput } from '../contract';

const tokensKey = ['settings', 'api-tokens'] as const;

export const useApiScopes = () =>
  useQuery({ queryKey: [...tokensKey, 'scopes'], queryFn: () => api('/employee/getapiscopes') });
export const useApiTokens = () =>
  useQuery({ queryKey: [...tokensKey, 'list'], queryFn: () => api('/employee/getapitokens') });

function useTokenAction<T, R>(call: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useAction<R, T>({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...tokensKey, 'list'] }),
  });
}

export const useCreateApiToken = () =>
  useTokenAction((body: TokenInput) => api('/employee/createapitoken', body));
export const useRevokeApiToken = () =>
  useTokenAction((_id: string) => api('/employee/revokeapitoken', { _id }));
