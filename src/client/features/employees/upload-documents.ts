import type { DocumentKind } from '../../../shared/documents';
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

export const countChosen = (chosen: ChosenDocuments) => Object.values(chosen).flat().length;
