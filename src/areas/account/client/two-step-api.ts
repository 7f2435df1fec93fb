/** Two-step sign-in (decision 037): the caller's status, enrolling, confirming and turning it off. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { replaceToken } from '../../../client/lib/session';
import { useAction } from '../../../client/lib/use-action';
import type { ConfirmTwoStepBody, DisableTwoStepBody, TwoStepPolicy } from '../contract';

const statusKey = ['two-step', 'status'] as const;

export function useTwoStepStatus() {
  return useQuery({ queryKey: statusKey, queryFn: () => api('/employee/twostep') });
}

/** A new key to add to an authenticator app; not in force until confirmed. */
export function useStartTwoStep() {
  return useAction({ mutationFn: () => api('/employee/starttwostep') });
}

/** Confirms with a code: answers the recovery codes, shown once. */
export function useConfirmTwoStep() {
  const client = useQueryClient();
  return useAction({
    mutationFn: (body: ConfirmTwoStepBody) => api('/employee/confirmtwostep', body),
    onSuccess: (reply) => {
      // A session signed only to enrol is replaced by a full one; `me` then stops asking to enrol.
      if (reply.accessToken) {
        replaceToken(reply.accessToken);
        void client.invalidateQueries({ queryKey: ['me'] });
      }
      return client.invalidateQueries({ queryKey: statusKey });
    },
  });
}

export function useDisableTwoStep() {
  const client = useQueryClient();
  return useAction({
    mutationFn: (body: DisableTwoStepBody) => api('/employee/disabletwostep', body),
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey }),
  });
}

const policyKey = ['two-step', 'policy'] as const;

/** hr: whom two-step sign-in is required of, and the grace in days. */
export function useTwoStepPolicy() {
  return useQuery({ queryKey: policyKey, queryFn: () => api('/employee/twosteppolicy') });
}

export function useSaveTwoStepPolicy() {
  const client = useQueryClient();
  return useAction({
    mutationFn: (body: TwoStepPolicy) => api('/employee/savetwosteppolicy', body),
    onSuccess: (saved) => {
      client.setQueryData(policyKey, saved);
      return client.invalidateQueries({ queryKey: statusKey });
    },
  });
}

/** hr removes a person's second factor (a lost device); the person is told and signs in with the password. */
export function useResetTwoStep(employeeId: string) {
  return useAction({ mutationFn: () => api('/employee/resettwostep', { employee_id: employeeId }) });
}
