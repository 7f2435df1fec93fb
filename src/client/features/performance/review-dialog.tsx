import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import {
  MAX_COMMENTS_LENGTH,
  MAX_GOAL_LENGTH,
  type ReviewRow,
  ratingLabels,
} from '../../../shared/performance';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogActions, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useSaveReview } from './performance-api';

interface Props {
  cycleId: string;
  row: ReviewRow;
  onClose: () => void;
}

/** Goals, a rating from 1 to 5 and comments for one employee in one cycle. */
export function ReviewDialog({ cycleId, row, onClose }: Props) {
  const save = useSaveReview();
  const [goals, setGoals] = useState(row.review?.goals ?? [{ title: '', achieved: false }]);
  // No rating is chosen for the person: a review starts empty, not at 3.
  const [rating, setRating] = useState<number | undefined>(row.review?.rating);
  const [comments, setComments] = useState(row.review?.comments ?? '');
  const setGoal = (i: number, patch: Partial<(typeof goals)[number]>) =>
    setGoals(goals.map((g, j) => (j === i ? { ...g, ...patch } : g)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === undefined) return;
    const body = {
      cycle_id: cycleId,
      employee_id: row.employee._id,
      rating,
      comments,
      goals: goals.filter((g) => g.title.trim()),
    };
    save.mutate(body, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onClose();
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent
        title={`Review: ${row.employee.name}`}
        description={row.employee.designation}
        className="max-w-lg"
      >
        <form id="review-form" className="mt-4 max-h-[60vh] space-y-5 overflow-y-auto pr-1" onSubmit={submit}>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Goals</legend>
            {goals.map((goal, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: goals are edited in place and may share a title
              <div key={i} className="flex items-center gap-2">
                <Checkbox
                  id={`goal-done-${i}`}
                  checked={goal.achieved}
                  onCheckedChange={(v) => setGoal(i, { achieved: v === true })}
                  aria-label={`Goal ${i + 1} achieved`}
                />
                <Input
                  aria-label={`Goal ${i + 1}`}
                  value={goal.title}
                  maxLength={MAX_GOAL_LENGTH}
                  onChange={(e) => setGoal(i, { title: e.target.value })}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove goal ${i + 1}`}
                  onClick={() => setGoals(goals.filter((_, j) => j !== i))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={goals.length >= 20}
              onClick={() => setGoals([...goals, { title: '', achieved: false }])}
            >
              <Plus className="h-4 w-4" aria-hidden /> Add goal
            </Button>
          </fieldset>
          <Field id="review-rating" label="Rating">
            <select
              required
              className="h-10 w-full rounded-md border border-border bg-card px-3 text-sm"
              value={rating ?? ''}
              onChange={(e) => setRating(e.target.value ? Number(e.target.value) : undefined)}
            >
              <option value="" disabled>
                Choose a rating
              </option>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {n} · {ratingLabels[n]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="review-comments" label="Comments">
            <textarea
              className="min-h-24 w-full rounded-md border border-border bg-card p-3 text-sm"
              maxLength={MAX_COMMENTS_LENGTH}
              value={comments}
              onChange={(e) => setComments(e.target.value)}
            />
          </Field>
          {save.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {save.error.message}
            </p>
          )}
        </form>
        <DialogActions
          form="review-form"
          action="Save review"
          pendingAction="Saving..."
          pending={save.isPending}
        />
      </DialogContent>
    </Dialog>
  );
}
