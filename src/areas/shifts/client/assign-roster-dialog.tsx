/**
 * hr assigns a roster (issue 42): whom (people chosen one by one, a department, or hr's own team), the range, the
 * shift types in turn (changing every day or every week; a turn may be a day off), and weekly offs for everyone
 * named. It says how many person-days it will write before it is sent; the server's refusals show by their
 * catalogue sentences beside the field they name.
 */
import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { EmployeeCombobox } from '../../../client/components/employee-combobox';
import { useMe } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { CheckboxRow } from '../../../client/components/ui/checkbox-row';
import { Field } from '../../../client/components/ui/field';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { IconButton } from '../../../client/components/ui/icon-button';
import { NativeSelect } from '../../../client/components/ui/native-select';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgChoices, useOrgName } from '../../../client/lib/names';
import { inclusiveDays } from '../../../shared/calendar';
import { assignRosterBody, ROSTER_MAX_DAYS, ROSTER_MAX_PERSON_DAYS, ROTATION_MAX_TURNS } from '../contract';
import { useAssignRoster, useClearRoster, useRoster, useShiftTypes } from './shifts-api';

type Who = 'people' | 'department' | 'team';
interface Person {
  _id: string;
  name: string;
}

/** Where the dialog starts: a person's day from the grid, a department's period, or the period shown. */
export interface AssignStart {
  people?: Person[];
  department?: string;
  from: string;
  to: string;
}

interface Values {
  who: Who;
  people: Person[];
  department: string;
  from: string;
  to: string;
  /** Shift type ids in turn; '' a day off. */
  rotation: string[];
  every: 'day' | 'week';
  offs: number[];
}

const { DateField } = fieldsFor<Values>();
const validDates = (from: string, to: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;

export function AssignRosterDialog({ start, onClose }: { start: AssignStart; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const orgName = useOrgName();
  const me = useMe().data?.user;
  const departments = useOrgChoices().data?.department ?? [];
  const types = (useShiftTypes().data?.shift_types ?? []).filter((s) => !s.archived);
  const [picker, setPicker] = useState(0);
  /** Everyone a department or a team names over the range, read to count them and to give them weekly offs. */
  const named = useRef<string[]>([]);
  /** The schema is the form's first render's: it reads the signed-in person through a ref. */
  const myId = useRef(me?._id);
  myId.current = me?._id;
  /** Whom the call names: the people chosen, the department, or hr's own team. */
  const peopleOf = (v: Values) =>
    v.who === 'people'
      ? v.people.length
        ? { employee_ids: v.people.map((p) => p._id) }
        : {}
      : v.who === 'department'
        ? { department: v.department || undefined }
        : { manager_id: myId.current };
  const schema = z.preprocess((raw) => {
    const v = raw as Values;
    const ids = v.who === 'people' ? v.people.map((p) => p._id) : named.current;
    return {
      people: peopleOf(v),
      from: v.from,
      to: v.to,
      rotation: v.rotation.map((id) => id || null),
      every: v.every,
      weekly_offs: v.offs.length ? ids.map((employee_id) => ({ employee_id, weekdays: v.offs })) : [],
    };
  }, assignRosterBody);
  const form = useZodForm<typeof schema, Values>(schema, {
    who: start.people ? 'people' : start.department ? 'department' : 'people',
    people: start.people ?? [],
    department: start.department ?? '',
    from: start.from,
    to: start.to,
    rotation: [''],
    every: 'week',
    offs: [],
  });
  const v = form.watch();
  const ranged = validDates(v.from, v.to) && inclusiveDays(v.from, v.to) <= ROSTER_MAX_DAYS;
  const grouped =
    ranged && ((v.who === 'department' && v.department !== '') || (v.who === 'team' && Boolean(me)));
  const group = useRoster(
    {
      from: v.from,
      to: v.to,
      ...(v.who === 'department' ? { department: v.department } : { manager_id: me?._id }),
    },
    grouped,
  );
  const known = grouped && group.isSuccess && !group.isPlaceholderData;
  named.current = known ? group.data.people.map((p) => p.employee._id) : [];
  const count = v.who === 'people' ? v.people.length : known ? named.current.length : null;
  const days = ranged ? inclusiveDays(v.from, v.to) : null;
  const personDays = count && days ? count * days : null;
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    form.setValue(key, value as never, { shouldDirty: true });
  const assign = useAssignRoster();
  const clear = useClearRoster();
  const submit = (body: z.output<typeof schema>) => {
    clear.reset();
    assign.mutate(body, {
      onSuccess: (reply) => {
        toast.success(t('shifts.roster.saved', { n: f.number(reply.days), people: f.number(reply.people) }));
        onClose();
      },
    });
  };
  /** The same people and days sent back to the working day: the server checks them as it checks an assignment. */
  const clearDays = () => {
    assign.reset();
    clear.mutate(
      { people: peopleOf(v), from: v.from, to: v.to },
      {
        onSuccess: (reply) => {
          toast.success(
            t('shifts.roster.cleared', { n: f.number(reply.days), people: f.number(reply.people) }),
          );
          onClose();
        },
      },
    );
  };
  const typeOptions = types.map((s) => (
    <option key={s._id} value={s._id}>
      {s.name} (
      {t(s.end_time <= s.start_time ? 'shifts.timesNextDay' : 'shifts.times', {
        start: f.hhmm(s.start_time),
        end: f.hhmm(s.end_time),
      })}
      )
    </option>
  ));

  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t('shifts.roster.assignTitle')}
      description={t('shifts.roster.assignDescription')}
      className="max-w-2xl"
      form={form}
      id="assign-roster"
      onSubmit={submit}
      refusal={assign.error ?? clear.error}
      action={t('shifts.roster.save')}
      pendingAction={t('common.saving')}
      pending={assign.isPending || clear.isPending}
      after={
        <section aria-labelledby="clear-roster" className="mt-6 space-y-2 border-t border-border pt-4">
          <h3 id="clear-roster" className="text-sm font-medium">
            {t('shifts.roster.clearTitle')}
          </h3>
          <p className="text-xs text-muted-foreground">{t('shifts.roster.clearHint')}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={clear.isPending || assign.isPending}
            onClick={clearDays}
          >
            {clear.isPending ? t('shifts.roster.clearing') : t('shifts.roster.clear')}
          </Button>
        </section>
      }
    >
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('shifts.roster.who')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['people', 'department', 'team'] as const).map((who) => (
            <label key={who} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="assign-roster-who"
                value={who}
                checked={v.who === who}
                onChange={() => set('who', who)}
                className="h-4 w-4 accent-primary"
              />
              {t(`shifts.roster.whoOptions.${who}`)}
            </label>
          ))}
        </div>
        {v.who === 'people' && (
          <div className="space-y-2">
            <EmployeeCombobox
              key={picker}
              label={t('shifts.roster.addPerson')}
              selected={null}
              onSelect={(e) => {
                if (!e) return;
                if (!v.people.some((p) => p._id === e._id))
                  set('people', [...v.people, { _id: e._id, name: `${e.firstName} ${e.lastName}` }]);
                setPicker((n) => n + 1);
              }}
            />
            {v.people.length > 0 && (
              <ul aria-label={t('shifts.roster.people')} className="flex flex-wrap gap-2">
                {v.people.map((p) => (
                  <li
                    key={p._id}
                    className="flex items-center gap-1 rounded-full bg-muted py-0.5 pr-1 pl-3 text-sm"
                  >
                    {p.name}
                    <IconButton
                      icon={X}
                      label={t('shifts.roster.removePerson', { name: p.name })}
                      onClick={() =>
                        set(
                          'people',
                          v.people.filter((x) => x._id !== p._id),
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {v.who === 'department' && (
          <Field id="assign-roster-department" name="people" label={t('shifts.roster.department')} required>
            <NativeSelect value={v.department} onChange={(e) => set('department', e.target.value)}>
              <option value="">{t('shifts.roster.chooseDepartment')}</option>
              {departments.map((d) => (
                <option key={d} value={d}>
                  {orgName('department', d)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="from" label={t('shifts.roster.from')} required />
        <DateField name="to" label={t('shifts.roster.to')} required min={v.from || undefined} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('shifts.roster.rotation')}</legend>
        <p className="text-xs text-muted-foreground">{t('shifts.roster.rotationHint')}</p>
        <ol className="space-y-2">
          {v.rotation.map((turn, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a turn is its place in the rotation
            <li key={i} className="flex items-end gap-2">
              <Field
                id={`assign-roster-rotation-${i}`}
                name={`rotation.${i}`}
                label={t('shifts.roster.turn', { n: f.number(i + 1) })}
                className="flex-1 space-y-1"
              >
                <NativeSelect
                  value={turn}
                  onChange={(e) =>
                    set(
                      'rotation',
                      v.rotation.map((x, j) => (j === i ? e.target.value : x)),
                    )
                  }
                >
                  <option value="">{t('shifts.roster.off')}</option>
                  {typeOptions}
                </NativeSelect>
              </Field>
              {v.rotation.length > 1 && (
                <IconButton
                  icon={X}
                  label={t('shifts.roster.removeTurn', { n: f.number(i + 1) })}
                  onClick={() =>
                    set(
                      'rotation',
                      v.rotation.filter((_, j) => j !== i),
                    )
                  }
                />
              )}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-4">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={v.rotation.length >= ROTATION_MAX_TURNS}
            onClick={() =>
              set('rotation', [
                ...v.rotation,
                types[v.rotation.length % Math.max(types.length, 1)]?._id ?? '',
              ])
            }
          >
            <Plus className="h-4 w-4" aria-hidden /> {t('shifts.roster.addTurn')}
          </Button>
          <Field
            id="assign-roster-every"
            name="every"
            label={t('shifts.roster.every')}
            className="min-w-40 space-y-1"
          >
            <NativeSelect value={v.every} onChange={(e) => set('every', e.target.value as Values['every'])}>
              <option value="week">{t('shifts.roster.everyWeek')}</option>
              <option value="day">{t('shifts.roster.everyDay')}</option>
            </NativeSelect>
          </Field>
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">{t('shifts.roster.weeklyOffs')}</legend>
        <p className="text-xs text-muted-foreground">{t('shifts.roster.weeklyOffsHint')}</p>
        <div className="mt-2 flex flex-wrap gap-4">
          {f.weekdayNames.long.map((name, day) => (
            <CheckboxRow
              key={name}
              id={`assign-roster-off-${day}`}
              label={name}
              checked={v.offs.includes(day)}
              onChange={(on) => set('offs', on ? [...v.offs, day].sort() : v.offs.filter((d) => d !== day))}
            />
          ))}
        </div>
      </fieldset>
      <p role="status" className="text-sm">
        {personDays
          ? t('shifts.roster.writes', {
              count: personDays,
              n: f.number(personDays),
              people: f.number(count ?? 0),
              days: f.number(days ?? 0),
            })
          : t('shifts.roster.writesUnknown')}
        {personDays !== null && personDays > ROSTER_MAX_PERSON_DAYS && (
          <span className="block font-medium text-destructive">
            {t('shifts.roster.tooBig', { max: f.number(ROSTER_MAX_PERSON_DAYS) })}
          </span>
        )}
      </p>
    </FormDialog>
  );
}
