import { Trash2 } from 'lucide-react';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Checkbox } from '../../../client/components/ui/checkbox';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { Label } from '../../../client/components/ui/label';
import { useTranslation } from '../../../client/lib/i18n';
import { labelLanguages, MAX_LABEL } from '../../../shared/labels';
import { AdoptLeavePreset } from './adopt-preset';
import { LeavePolicyFields } from './leave-policy-fields';
import { AccrualRun, LeaveYearFields } from './leave-year-fields';
import type { SectionProps } from './settings-form';

export function LeaveTypesSection({ draft, change, actions }: SectionProps) {
  const { t } = useTranslation();
  const types = draft.leaveTypes;
  const update = (i: number, patch: Partial<(typeof types)[number]>) =>
    change({ leaveTypes: types.map((type, j) => (j === i ? { ...type, ...patch } : type)) });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.leaveTypes')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('settings.leaveTypesHint')}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <LeaveYearFields draft={draft} change={change} />
        {types.map((type, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; names may be empty while typing
          <div key={i} className="flex flex-wrap items-end gap-3">
            <Field
              id={`lt-name-${i}`}
              name={`leaveTypes.${i}.name`}
              label={t('profile.name')}
              className="space-y-1"
            >
              <Input required value={type.name} onChange={(e) => update(i, { name: e.target.value })} />
            </Field>
            {labelLanguages.map((language) => (
              <Field
                key={language}
                id={`lt-label-${language}-${i}`}
                name={`leaveTypes.${i}.labels.${language}`}
                label={t(`organisation.labelIn.${language}`)}
                className="space-y-1"
              >
                <Input
                  lang={language}
                  maxLength={MAX_LABEL}
                  value={type.labels?.[language] ?? ''}
                  onChange={(e) => update(i, { labels: { ...type.labels, [language]: e.target.value } })}
                />
              </Field>
            ))}
            <Field
              id={`lt-allowance-${i}`}
              name={`leaveTypes.${i}.allowance`}
              label={t('settings.daysAYear')}
              className="space-y-1"
            >
              <Input
                type="number"
                min={0}
                max={366}
                step={0.5}
                className="w-28"
                disabled={type.allowance === null}
                value={type.allowance ?? ''}
                onChange={(e) => update(i, { allowance: Number(e.target.value) })}
              />
            </Field>
            <div className="flex h-10 items-center gap-2">
              <Checkbox
                id={`lt-unlimited-${i}`}
                checked={type.allowance === null}
                onCheckedChange={(v) => update(i, { allowance: v === true ? null : 0 })}
              />
              <Label htmlFor={`lt-unlimited-${i}`} className="font-normal">
                {t('leave.unlimited')}
              </Label>
            </div>
            <div className="flex h-10 items-center gap-2">
              <Checkbox
                id={`lt-retired-${i}`}
                checked={type.retired === true}
                onCheckedChange={(v) => update(i, { retired: v === true })}
              />
              <Label htmlFor={`lt-retired-${i}`} className="font-normal">
                {t('settings.retired')}
              </Label>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('settings.removeLeaveType', { name: type.name || i + 1 })}
              disabled={types.length === 1}
              onClick={() => change({ leaveTypes: types.filter((_, j) => j !== i) })}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
            <LeavePolicyFields type={type} index={i} update={(patch) => update(i, patch)} />
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => change({ leaveTypes: [...types, { name: '', allowance: 0, prorate: true }] })}
          >
            {t('settings.addLeaveType')}
          </Button>
          <AdoptLeavePreset types={types} onAdded={(leaveTypes) => change({ leaveTypes })} />
        </div>
        <AccrualRun />
        {actions}
      </CardContent>
    </Card>
  );
}
