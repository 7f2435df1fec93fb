import toast from 'react-hot-toast';
import { i18next } from '../../../client/lib/i18n';
import type { DocumentKind } from '../../documents/contract';
import type { ChosenDocuments } from './documents-step';
import { uploadDocument } from './employees-api';

/** Uploads the chosen files one after another; returns what failed, as "file: reason". */
export async function uploadChosen(employeeId: string, chosen: ChosenDocuments): Promise<string[]> {
  const failures: string[] = [];
  for (const [kind, files] of Object.entries(chosen) as [DocumentKind, File[]][]) {
    for (const file of files) {
      try {
        await uploadDocument(employeeId, kind, file);
      } catch (error) {
        failures.push(`${file.name}: ${(error as Error).message}`);
      }
    }
  }
  return failures;
}

/** One toast listing each file that was not uploaded on a line of its own, with its reason. */
export function toastUploadFailures(failures: string[]) {
  if (!failures.length) return;
  toast.error([i18next.t('employees.someNotUploaded'), ...failures.map((f) => `• ${f}`)].join('\n'), {
    style: { whiteSpace: 'pre-line' },
  });
}

export const countChosen = (chosen: ChosenDocuments) => Object.values(chosen).flat().length;
