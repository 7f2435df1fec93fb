import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind, DocumentsReply, EmployeeDocument } from '../../../shared/documents';
import { api } from '../../lib/api';
import { uploadForm } from '../../lib/files';

const key = (employeeId: string) => ['documents', employeeId] as const;

export const useDocuments = (employeeId: string) =>
  useQuery({
    queryKey: key(employeeId),
    queryFn: async () =>
      (await api<DocumentsReply>('/employee/getdocuments', { employee_id: employeeId })).documents,
  });

/** Uploads one file; with `replaces`, it takes that document's place. */
export function useUploadDocument(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: DocumentKind; file: File; replaces?: string }) =>
      uploadForm<EmployeeDocument>(
        '/employee/uploaddocument',
        {
          employee_id: employeeId,
          kind: input.kind,
          ...(input.replaces ? { replaces: input.replaces } : {}),
        },
        input.file,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(employeeId) }),
  });
}
