/** hr's bank file templates (issue 41): the list, saving and deleting one; a run's file by one of them. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { useAction } from '../../../client/lib/use-action';
import type { BankTemplateInput } from '../contract';

const templatesKey = ['payroll', 'bank-templates'] as const;

export const useBankTemplates = () =>
  useQuery({ queryKey: templatesKey, queryFn: () => api('/employee/getbanktemplates') });

function useTemplateAction<T, R>(call: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

export const useSaveBankTemplate = () =>
  useTemplateAction((body: BankTemplateInput) => api('/employee/savebanktemplate', body));
export const useDeleteBankTemplate = () =>
  useTemplateAction((_id: string) => api('/employee/deletebanktemplate', { _id }));
