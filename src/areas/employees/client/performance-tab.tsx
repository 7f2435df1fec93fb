import { CheckCircle2, Circle } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useEmployeeReviews } from './profile-api';

/** The reviews written about this employee, newest cycle first. */
export function PerformanceTab({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const reviews = useEmployeeReviews(employeeId);
  if (!ready(reviews)) return queryStatus(reviews);
  if (reviews.data.reviews.length === 0)
    return <p className="py-6 text-muted-foreground">{t('performance.noReviews')}</p>;
  return (
    <div className="space-y-4">
      {reviews.data.reviews.map((review) => (
        <Card key={review._id}>
          <CardHeader>
            <CardTitle>{review.cycle.name}</CardTitle>
            <p className="text-sm text-muted-foreground">
              {t('performance.rated', {
                rating: f.number(review.rating),
                label: t(`performance.rating.${review.rating as 1 | 2 | 3 | 4 | 5}`),
                name: review.reviewer.name,
              })}
            </p>
          </CardHeader>
          <CardContent className="space-y-3">
            {review.goals.length > 0 && (
              <ul className="space-y-1" aria-label={t('performance.goals')}>
                {review.goals.map((goal) => (
                  <li key={goal.title} className="flex items-center gap-2 text-sm">
                    {goal.achieved ? (
                      <CheckCircle2 className="h-4 w-4 text-success" aria-label={t('performance.achieved')} />
                    ) : (
                      <Circle
                        className="h-4 w-4 text-muted-foreground"
                        aria-label={t('performance.notAchieved')}
                      />
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
