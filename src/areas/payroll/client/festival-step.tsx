/**
 * A draft run's festival allowance (Labour Act 2074 s.37): hr chooses the festival this run pays, one of the
 * organisation's (Dashain, the default, first chosen), and the run pays it to those whose festival it is.
 */
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgChoices, useOrgName } from '../../../client/lib/names';
import { useAddFestivalAllowance } from './payroll-api';

export function FestivalStep({
  runId,
  rule,
}: {
  runId: string;
  rule: { source: string; defaultFestival: string };
}) {
  const { t } = useTranslation();
  const id = useId();
  const festival = useAddFestivalAllowance();
  const orgName = useOrgName();
  const listed = useOrgChoices().data?.festival ?? [];
  const options = listed.some((f) => f.toLowerCase() === rule.defaultFestival.toLowerCase())
    ? listed
    : [rule.defaultFestival, ...listed];
  const [chosen, setChosen] = useState(rule.defaultFestival);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-festival`} className="text-sm">
        {t('payrollRuns.festivalWhich')}
      </label>
      <NativeSelect
        id={`${id}-festival`}
        className="w-40"
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
      >
        {options.map((f) => (
          <option key={f} value={f}>
            {orgName('festival', f)}
          </option>
        ))}
      </NativeSelect>
      <Button
        variant="outline"
        disabled={festival.isPending}
        onClick={() =>
          festival.mutate(
            { _id: runId, festival: chosen },
            {
              onSuccess: () =>
                toast.success(
                  t('payrollRuns.festivalDone', {
                    festival: orgName('festival', chosen),
                    source: rule.source,
                  }),
                ),
              onError: (error) => toast.error(error.message),
            },
          )
        }
      >
        {t('payrollRuns.festival')}
      </Button>
    </div>
  );
}
