import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '../../../client/components/ui/button';
import { Checkbox } from '../../../client/components/ui/checkbox';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { IconButton } from '../../../client/components/ui/icon-button';
import { Input } from '../../../client/components/ui/input';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import {
  MAX_COMMENTS_LENGTH,
  MAX_GOAL_LENGTH,
  MAX_GOALS,
  type ReviewRow,
  saveReviewBody,
  type ValidReview,
} from '../schemas';
import { useSaveReview } from './performance-api';

interface Props {
  cycleId: string;
  row: ReviewRow;
  onClose: () => void;
}

interface Values {
  cycle_id: string;
  employee_id: string;
  goals: { title: string; achieved: boolean }[];
  /** The select's value: empty until a rating is chosen (a review starts unrated, not at 3). */
  rating: string;
  comments: string;
}

/** What the inputs hold, as the API takes it: blank goals dropped, the rating a number. */
const schema = z.preprocess((values) => {
  const v = values as Values;
  return {
    ...v,
    goals: v.goals.filter((g) => g.title.trim()),
    rating: v.rating === '' ? undefined : Number(v.rating),
  };
}, saveReviewBody);
const { SelectField, TextAreaField } = fieldsFor<Values>();
const ratings = [5, 4, 3, 2, 1] as const;

/** Goals, a rating from 1 to 5 and comments for one employee in one cycle. */
export function ReviewDialog({ cycleId, row, onClose }: Props) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const save = useSaveReview();
  const form = useZodForm<typeof schema, Values>(schema, {
    cycle_id: cycleId,
    employee_id: row.employee._id,
    goals: row.review?.goals ?? [{ title: '', achieved: false }],
    rating: row.review ? String(row.review.rating) : '',
    comments: row.review?.comments ?? '',
  });
  const goals = useFieldArray({ control: form.control, name: 'goals' });

  const submit = (body: ValidReview) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('performance.saved'));
        onClose();
      },
    });

  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={t('performance.reviewTitle', { name: row.employee.name })}
      description={orgName('designation', row.employee.designation)}
      className="max-w-lg"
      form={form}
      id="review-form"
      formClassName="mt-4 max-h-[60vh] space-y-5 overflow-y-auto pr-1"
      onSubmit={submit}
      refusal={save.error}
      action={t('performance.saveReview')}
      pendingAction={t('common.saving')}
      pending={save.isPending}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('performance.goals')}</legend>
        {goals.fields.map((goal, i) => (
          <div key={goal.id} className="flex items-center gap-2">
            <Controller
              control={form.control}
              name={`goals.${i}.achieved`}
              render={({ field }) => (
                <Checkbox
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  aria-label={t('performance.goalAchieved', { number: i + 1 })}
                />
              )}
            />
            <Input
              aria-label={t('performance.goal', { number: i + 1 })}
              maxLength={MAX_GOAL_LENGTH}
              {...form.register(`goals.${i}.title`)}
            />
            <IconButton
              icon={Trash2}
              label={t('performance.removeGoal', { number: i + 1 })}
              onClick={() => goals.remove(i)}
            />
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={goals.fields.length >= MAX_GOALS}
          onClick={() => goals.append({ title: '', achieved: false })}
        >
          <Plus className="h-4 w-4" aria-hidden /> {t('performance.addGoal')}
        </Button>
      </fieldset>
      <SelectField
        name="rating"
        label={t('performance.ratingLabel')}
        options={ratings.map((n) => ({
          value: String(n),
          label: `${n} · ${t(`performance.rating.${n}`)}`,
        }))}
        placeholder={t('performance.chooseRating')}
      />
      <TextAreaField
        name="comments"
        label={t('performance.comments')}
        className="min-h-24"
        maxLength={MAX_COMMENTS_LENGTH}
      />
    </FormDialog>
  );
}
