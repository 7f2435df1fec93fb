import { CheckCircle2, Circle } from 'lucide-react';
import { ratingLabels } from '../../../shared/performance';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { queryStatus, ready } from '../../components/ui/status';
import { useEmployeeReviews } from './profile-api';

/** The reviews written about this employee, newest cycle first. */
export function PerformanceTab({ employeeId }: { employeeId: string }) {
  const reviews = useEmployeeReviews(employeeId);
  if (!ready(reviews)) return queryStatus(reviews);
  if (reviews.data.reviews.length === 0)
    return <p className="py-6 text-muted-foreground">No performance reviews yet.</p>;
  return (
    <div className="space-y-4">
      {reviews.data.reviews.map((review) => (
        <Card key={review._id}>
          <CardHeader>
            <CardTitle>{review.cycle.name}</CardTitle>
            <p className="text-sm text-muted-foreground">
              Rated {review.rating}/5 · {ratingLabels[review.rating]} · by {review.reviewer.name}
            </p>
          </CardHeader>
          <CardContent className="space-y-3">
            {review.goals.length > 0 && (
              <ul className="space-y-1" aria-label="Goals">
                {review.goals.map((goal) => (
                  <li key={goal.title} className="flex items-center gap-2 text-sm">
                    {goal.achieved ? (
                      <CheckCircle2 className="h-4 w-4 text-success" aria-label="Achieved" />
                    ) : (
                      <Circle className="h-4 w-4 text-muted-foreground" aria-label="Not achieved" />
                    )}
                    {goal.title}
                  </li>
                ))}
              </ul>
            )}
            {review.comments && <p className="text-sm whitespace-pre-line">{review.comments}</p>}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
