/**
 * Step 2 of an import: which column holds each field (guessed from the headers), how dates are written, what to
 * do with existing records and with rows that have errors; then the dry run, and the import itself.
 */
import { useState } from 'react';
import { useMe } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Checkbox } from '../../../client/components/ui/checkbox';
import { Field, RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import {
  dateFormats,
  type ImportKind,
  type ImportOptions,
  type ImportPreview,
  type ImportView,
  importFieldsOf,
} from '../schemas';

import { usePreviewImport, useStartImport } from './import-api';
import { RowErrors } from './row-errors';

/** The fields whose cells are dates, read in the chosen format. */
const dated = new Set(['dateofBirth', 'dateOfJoining', 'date']);

export function PlanStep({ view }: { view: ImportView }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [mapping, setMapping] = useState(view.mapping);
  const [options, setOptions] = useState<ImportOptions>(view.options);
  const [preview, setPreview] = useState<{ key: string; data: ImportPreview } | null>(null);
  const check = usePreviewImport();
  const start = useStartImport();
  const body = { import_id: view.id, mapping, options };
  const key = JSON.stringify(body);
  const checked = preview?.key === key ? preview.data : null;
  // The identity numbers the organisation requires are required columns too (decision 006).
  const fields = importFieldsOf(view.kind, useMe().data?.organisation.requiredIdentity ?? []);
  const columns = view.headers.map((header, column) => ({ header, column }));
  const canUpdate = view.kind !== 'balances';
  // The first value of each column in the file's first rows, shown under the column chosen (issue 44, item 11).
  const sampleOf = (column: number | undefined) =>
    column === undefined ? '' : (view.sample.map((r) => r[column]?.trim() ?? '').find(Boolean) ?? '');
  // A date format is asked only of a file with dates (opening balances have none).
  const hasDates = fields.some((field) => dated.has(field.key));
  const setOption = (change: Partial<ImportOptions>) => setOptions({ ...options, ...change });
  // "Import nothing" when some rows have errors: then nothing would be imported, and the button says so.
  const nothing = Boolean(checked && options.allOrNothing && checked.failed > 0);
  const rows = checked && !nothing ? checked.created + checked.updated : 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('imports.mapping')}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {t('imports.fileSummary', { name: view.fileName, count: f.number(view.rowCount) })}.{' '}
          {t('imports.mappingHint')}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <RefusalProvider error={check.error ?? start.error}>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {fields.map((field) => (
              <Field
                key={field.key}
                id={`map-${field.key}`}
                label={t(`imports.fields.${field.key}` as never)}
                required={field.required}
                hint={
                  sampleOf(mapping[field.key]) &&
                  t('imports.sampleValue', { value: sampleOf(mapping[field.key]) })
                }
              >
                <NativeSelect
                  value={mapping[field.key] ?? -1}
                  onChange={(e) => {
                    const { [field.key]: _, ...rest } = mapping;
                    const column = Number(e.target.value);
                    setMapping(column < 0 ? rest : { ...rest, [field.key]: column });
                  }}
                >
                  <option value={-1}>{t('imports.notInFile')}</option>
                  {columns.map(({ header, column }) => (
                    <option key={column} value={column}>
                      {header || f.number(column + 1)}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {hasDates && (
              <Field id="import-dates" label={t('imports.dateFormat')}>
                <NativeSelect
                  value={options.dateFormat}
                  onChange={(e) => setOption({ dateFormat: e.target.value as ImportOptions['dateFormat'] })}
                >
                  {dateFormats.map((d) => (
                    <option key={d} value={d}>
                      {t(`imports.dateFormats.${d}`)}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            )}
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('imports.mode')}</legend>
              {(['valid', 'allOrNothing'] as const).map((mode) => (
                <label key={mode} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="import-mode"
                    className="h-4 w-4 accent-primary"
                    checked={options.allOrNothing === (mode === 'allOrNothing')}
                    onChange={() => setOption({ allOrNothing: mode === 'allOrNothing' })}
                  />
                  {t(`imports.modes.${mode}`)}
                </label>
              ))}
            </fieldset>
          </div>
          {canUpdate && (
            <div className="flex items-center gap-2 text-sm">
              <Checkbox
                id="import-update"
                checked={options.update}
                onCheckedChange={(update) => setOption({ update })}
              />
              <label htmlFor="import-update">
                {t(`imports.update.${view.kind as Exclude<ImportKind, 'balances'>}`)}
              </label>
            </div>
          )}
          {view.kind === 'employees' && (
            <div className="space-y-1 text-sm">
              <div className="flex items-center gap-2">
                <Checkbox
                  id="import-create-missing"
                  checked={options.createMissing}
                  onCheckedChange={(createMissing) => setOption({ createMissing: createMissing === true })}
                />
                <label htmlFor="import-create-missing">{t('imports.createMissing')}</label>
              </div>
              <p className="text-muted-foreground">{t('imports.createMissingHint')}</p>
            </div>
          )}
          <RefusalMessage />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={check.isPending}
              onClick={() =>
                check.mutateAsync(body).then(
                  (data) => setPreview({ key, data }),
                  () => {},
                )
              }
            >
              {t('imports.check')}
            </Button>
            <Button disabled={!checked || rows === 0 || start.isPending} onClick={() => start.mutate(body)}>
              {nothing ? t('imports.nothingToImport') : t('imports.start', { count: rows })}
            </Button>
          </div>
        </RefusalProvider>
        {checked && (
          <div className="space-y-3" aria-live="polite">
            <p className="font-medium">
              {t('imports.counts', {
                created: f.number(checked.created),
                updated: f.number(checked.updated),
                failed: f.number(checked.failed),
              })}
            </p>
            {checked.willCreate.length > 0 && (
              <div className="space-y-1">
                <p className="font-medium">{t('imports.willCreate')}</p>
                <ul className="list-disc ps-5 text-sm">
                  {checked.willCreate.map((v) => (
                    <li key={`${v.kind}-${v.name}`}>
                      {t('imports.willCreateValue', { kind: t(`organisation.kind.${v.kind}`), name: v.name })}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <RowErrors errors={checked.errors} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
