/** hr's imports (rules §17): upload, dry run, start, follow, set-password links. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../client/lib/api';
import { uploadForm } from '../../../client/lib/files';
import { useAction } from '../../../client/lib/use-action';
import type { ImportKind, ImportPlanInput, ImportView } from '../schemas';

const importKey = (id: string | null) => ['imports', id] as const;
const running = (view?: ImportView) => view?.status === 'queued' || view?.status === 'running';

/** An import, asked again every second while its job runs. */
export const useImport = (id: string | null) =>
  useQuery({
    queryKey: importKey(id),
    queryFn: async () => (await api('/employee/getimport', { import_id: id! })).data,
    enabled: id !== null,
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  });

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: async ({ kind, file }: { kind: ImportKind; file: File }) =>
      (await uploadForm<{ data: ImportView }>('/employee/uploadimport', { kind }, file)).data,
    onSuccess: (view) => queryClient.setQueryData(importKey(view.id), view),
  });
}

export const usePreviewImport = () =>
  useAction({
    mutationFn: async (body: ImportPlanInput) => (await api('/employee/previewimport', body)).data,
  });

export function useStartImport() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: async (body: ImportPlanInput) => (await api('/employee/startimport', body)).data,
    onSuccess: (view) => queryClient.setQueryData(importKey(view.id), view),
  });
}

export const useImportLinks = () =>
  useAction({
    mutationFn: async (id: string) => (await api('/employee/importlinks', { import_id: id })).links,
  });
