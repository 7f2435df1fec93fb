/**
 * The documents step: files are only chosen here and uploaded once the employee is saved. The same limits as
 * the server (type and size) are checked on choosing, so a bad file is pointed out before anything is sent.
 */
import { FileText, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../client/components/ui/button';
import { Input } from '../../../client/components/ui/input';
import { Label } from '../../../client/components/ui/label';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { say } from '../../../client/lib/messages';
import { type DocumentKind, fileRefusal } from '../../documents/contract';

export type ChosenDocuments = Record<
  Exclude<DocumentKind, 'employment_contract' | 'supporting_document'>,
  File[]
>;
export const noDocuments = (): ChosenDocuments => ({
  photo: [],
  government_id: [],
  education_certificate: [],
  experience_letter: [],
});

const inputs: { kind: keyof ChosenDocuments; multiple: boolean; accept: string }[] = [
  { kind: 'photo', multiple: false, accept: 'image/png,image/jpeg,image/webp' },
  { kind: 'government_id', multiple: false, accept: '.pdf,application/pdf,image/png,image/jpeg' },
  { kind: 'education_certificate', multiple: true, accept: '.pdf,application/pdf,image/png,image/jpeg' },
  { kind: 'experience_letter', multiple: true, accept: '.pdf,application/pdf,image/png,image/jpeg' },
];

export function DocumentsStep({
  chosen,
  onChange,
  editing,
}: {
  chosen: ChosenDocuments;
  onChange: (next: ChosenDocuments) => void;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const [problems, setProblems] = useState<Partial<Record<DocumentKind, string>>>({});
  const choose = (kind: keyof ChosenDocuments, multiple: boolean, files: FileList | null) => {
    const list = [...(files ?? [])];
    const bad = list.find((f) => fileRefusal(kind, f));
    setProblems({ ...problems, [kind]: bad ? `${bad.name}: ${say(fileRefusal(kind, bad)!)}` : undefined });
    const good = list.filter((f) => f !== bad && !fileRefusal(kind, f));
    onChange({ ...chosen, [kind]: multiple ? [...chosen[kind], ...good] : good.slice(0, 1) });
  };
  const remove = (kind: keyof ChosenDocuments, file: File) =>
    onChange({ ...chosen, [kind]: chosen[kind].filter((f) => f !== file) });

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t(editing ? 'employees.documentsHintEdit' : 'employees.documentsHintAdd')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {inputs.map(({ kind, multiple, accept }) => {
          const id = `employee-document-${kind}`;
          return (
            <div key={kind} className="space-y-2 rounded-lg border border-border p-4">
              <Label htmlFor={id}>{t(`documents.kind.${kind}`)}</Label>
              <Input
                id={id}
                type="file"
                accept={accept}
                multiple={multiple}
                className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-foreground"
                aria-describedby={problems[kind] ? `${id}-error` : undefined}
                aria-invalid={problems[kind] ? true : undefined}
                onChange={(e) => {
                  choose(kind, multiple, e.target.files);
                  e.target.value = '';
                }}
              />
              {problems[kind] && (
                <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                  {problems[kind]}
                </p>
              )}
              <ul
                className="space-y-1"
                aria-label={t('employees.chosen', { kind: t(`documents.kind.${kind}`) })}
              >
                {chosen[kind].map((file) => (
                  <li
                    key={`${file.name}-${file.size}-${file.lastModified}`}
                    className="flex items-center gap-2 text-sm"
                  >
                    <FileText className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                    <span className="min-w-0 flex-1 truncate">{file.name}</span>
                    <span className="text-muted-foreground">
                      {t('employees.kb', { size: f.number(Math.ceil(file.size / 1024)) })}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="h-7 px-2"
                      onClick={() => remove(kind, file)}
                      aria-label={t('settings.removeNamed', { name: file.name })}
                    >
                      <X className="h-4 w-4" aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </div>
  );
}
