/**
 * /admin/employee/import (hr; rules §17): choose what the file holds, upload it (CSV or XLSX), map its
 * columns and check it, import, and follow the job to its end.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PageHeader } from '../../../client/components/layout/page-header';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent } from '../../../client/components/ui/card';
import { Field, RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { ErrorMessage, Loading } from '../../../client/components/ui/status';
import { downloadFile } from '../../../client/lib/files';
import { useTranslation } from '../../../client/lib/i18n';
import { type ImportKind, importKinds } from '../schemas';
import { useImport, useUploadImport } from './import-api';
import { PlanStep } from './plan-step';
import { ResultStep } from './result-step';

export function ImportPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ImportKind>('employees');
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const upload = useUploadImport();
  const current = useImport(importId);
  const template = () =>
    downloadFile('/employee/importtemplate', { kind }, `${kind}-template.csv`).catch((e: Error) =>
      toast.error(e.message),
    );
  const again = () => {
    setImportId(null);
    setFile(null);
    upload.reset();
  };

  return (
    <main className="space-y-4">
      <PageHeader title={t('imports.title')} description={t('imports.description')} />
      {importId === null && (
        <Card>
          <CardContent className="grid gap-4 pt-5 sm:grid-cols-2">
            <RefusalProvider error={upload.error}>
              <Field id="import-kind" label={t('imports.kind')}>
                <NativeSelect value={kind} onChange={(e) => setKind(e.target.value as ImportKind)}>
                  {importKinds.map((k) => (
                    <option key={k} value={k}>
                      {t(`imports.kinds.${k}`)}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="import-file" label={t('imports.file')}>
                <Input
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              </Field>
              <div className="sm:col-span-2">
                <RefusalMessage />
              </div>
              <div className="flex flex-wrap gap-2 sm:col-span-2">
                <Button
                  disabled={!file || upload.isPending}
                  onClick={() =>
                    file &&
                    upload.mutateAsync({ kind, file }).then(
                      (v) => setImportId(v.id),
                      () => {},
                    )
                  }
                >
                  {t('imports.upload')}
                </Button>
                <Button variant="outline" onClick={template}>
                  {t('imports.template')}
                </Button>
              </div>
            </RefusalProvider>
          </CardContent>
        </Card>
      )}
      {importId !== null && current.isPending && <Loading />}
      {current.error && <ErrorMessage message={current.error.message} />}
      {current.data?.status === 'uploaded' && <PlanStep view={current.data} />}
      {current.data && current.data.status !== 'uploaded' && (
        <ResultStep view={current.data} onAgain={again} />
      )}
    </main>
  );
}
