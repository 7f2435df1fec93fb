/** The private subscription address for a calendar app (rules §13): make it, copy it, replace it, turn it off. */
import { Copy } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { Field } from '../../../client/components/ui/field';
import { Input } from '../../../client/components/ui/input';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useCalendarFeed, useChangeCalendarFeed } from './calendar-api';

export function SubscribeCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const url = feed.data?.url;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('teamCalendar.subscribe.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('teamCalendar.subscribe.description')}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        {!ready(feed) ? (
          queryStatus(feed)
        ) : url ? (
          <>
            <div className="flex items-end gap-2">
              <Field
                id="feed-url"
                label={t('teamCalendar.subscribe.address')}
                className="min-w-0 flex-1 space-y-1"
              >
                <Input readOnly value={url} onFocus={(e) => e.target.select()} />
              </Field>
              <Button
                variant="outline"
                onClick={() =>
                  navigator.clipboard.writeText(url).then(
                    () => toast.success(t('teamCalendar.subscribe.copied')),
                    () => {},
                  )
                }
              >
                <Copy className="h-4 w-4" aria-hidden /> {t('teamCalendar.subscribe.copy')}
              </Button>
            </div>
            {feed.data.created_at && (
              <p className="text-sm text-muted-foreground">
                {t('teamCalendar.subscribe.createdOn', { when: f.instant(feed.data.created_at, timeZone) })}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate('create')}>
                {t('teamCalendar.subscribe.replace')}
              </Button>
              <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate('revoke')}>
                {t('teamCalendar.subscribe.revoke')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t('teamCalendar.subscribe.none')}</p>
            <Button disabled={change.isPending} onClick={() => change.mutate('create')}>
              {t('teamCalendar.subscribe.create')}
            </Button>
          </>
        )}
        {change.error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {change.error.message}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
