/** Minimum cover per department (rules §13): approving leave below it warns the approver; it never blocks. */
import { Trash2 } from 'lucide-react';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Field } from '../../../client/components/ui/field';
import { IconButton } from '../../../client/components/ui/icon-button';
import { NumberField } from '../../../client/components/ui/input-field';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import { useDepartments } from './settings-api';
import type { SectionProps } from './settings-form';

export function CoverSection({ draft, change, actions }: SectionProps) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const departments = useDepartments().data ?? [];
  const rows = draft.coverMinimums;
  const unused = departments.filter((d) => !rows.some((r) => r.department === d));
  const update = (i: number, patch: Partial<(typeof rows)[number]>) =>
    change({ coverMinimums: rows.map((row, j) => (j === i ? { ...row, ...patch } : row)) });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.cover')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('settings.coverHint')}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        {rows.length === 0 && <p className="text-sm text-muted-foreground">{t('settings.noCover')}</p>}
        {rows.map((row, i) => (
          <div key={row.department} className="flex flex-wrap items-end gap-3">
            <Field
              id={`cover-department-${i}`}
              name={`coverMinimums.${i}.department`}
              label={t('settings.department')}
              className="space-y-1"
            >
              <NativeSelect
                value={row.department}
                onChange={(e) => update(i, { department: e.target.value })}
              >
                {[row.department, ...unused].map((d) => (
                  <option key={d} value={d}>
                    {orgName('department', d)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <NumberField
              id={`cover-minimum-${i}`}
              name={`coverMinimums.${i}.minimum`}
              label={t('settings.minimumPresent')}
              className="space-y-1"
              inputClassName="w-28"
              min={1}
              step={1}
              value={row.minimum}
              onValueChange={(minimum) => update(i, { minimum })}
            />
            <IconButton
              icon={Trash2}
              label={t('settings.removeNamed', { name: orgName('department', row.department) })}
              onClick={() => change({ coverMinimums: rows.filter((_, j) => j !== i) })}
            />
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          disabled={unused.length === 0}
          onClick={() => change({ coverMinimums: [...rows, { department: unused[0]!, minimum: 1 }] })}
        >
          {t('settings.addCover')}
        </Button>
        {actions}
      </CardContent>
    </Card>
  );
}
