import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { uploadForm, usePhotoObjectUrl } from '../../../client/lib/files';
import { useAction } from '../../../client/lib/use-action';
import type { DocumentKind, EmployeeDocument } from '../../documents/contract';

const key = (employeeId: string) => ['documents', employeeId] as const;

/** Where one document is fetched from (with the token: see lib/files.ts). */
export const downloadPath = (documentId: string) => `/employee/downloaddocument?id=${documentId}`;

export const useDocuments = (employeeId: string) =>
  useQuery({
    queryKey: key(employeeId),
    queryFn: async () => (await api('/employee/getdocuments', { employee_id: employeeId })).documents,
  });

/** Uploads one file; with `replaces`, it takes that document's place. */
export function useUploadDocument(employeeId: string) {
  const queryClient = useQueryClient();
  return useAction({
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

/**
 * An object URL of the employee's newest photo, or null while there is none (or it cannot be read: the avatar
 * then shows initials). The image needs the bearer token, so it is fetched, not linked.
 */
export function usePhotoUrl(employeeId: string): string | null {
  const photo = useDocuments(employeeId)
    .data?.filter((d) => d.kind === 'photo')
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0];
  return usePhotoObjectUrl(photo?._id);
}
