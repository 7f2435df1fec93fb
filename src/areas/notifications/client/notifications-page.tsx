/** /notifications: every notification of mine, newest first, a page at a time; mark one or all read. */
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../client/components/layout/page-header';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent } from '../../../client/components/ui/card';
import { Pagination } from '../../../client/components/ui/pagination';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { cn } from '../../../client/lib/cn';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { useMarkRead, useNotifications, useNotificationText } from './notifications-api';

const PAGE_SIZE = 20;

export function NotificationsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  const [page, setPage] = useState(1);
  const list = useNotifications(page, PAGE_SIZE);
  const mark = useMarkRead();
  const text = useNotificationText();
  return (
    <main className="space-y-6">
      <PageHeader title={t('notifications.title')} description={t('notifications.description')} />
      <Card>
        <CardContent className="space-y-4 pt-5">
          {!ready(list) ? (
            queryStatus(list)
          ) : list.data.total === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{t('notifications.empty')}</p>
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {t('notifications.unreadCount', { count: list.data.unread, n: f.number(list.data.unread) })}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={list.data.unread === 0 || mark.isPending}
                  onClick={() => mark.mutate({ all: true })}
                >
                  {t('notifications.markAllRead')}
                </Button>
              </div>
              <ul className="divide-y divide-border rounded-lg border border-border">
                {list.data.notifications.map((n) => {
                  const said = text(n);
                  return (
                    <li key={n._id} className="flex flex-wrap items-start justify-between gap-3 p-3">
                      <div className={cn('min-w-0 text-sm', !n.read && 'font-medium')}>
                        {!n.read && <span className="sr-only">{t('notifications.unread')} </span>}
                        <span className="block font-semibold">{said.title}</span>
                        <Link to={n.link} className="hover:underline">
                          {said.text}
                        </Link>
                        <span className="block text-xs font-normal text-muted-foreground">
                          {f.instant(n.created_at, timeZone)}
                        </span>
                      </div>
                      {!n.read && (
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={mark.isPending}
                          onClick={() => mark.mutate({ ids: [n._id] })}
                        >
                          {t('notifications.markRead')}
                          <span className="sr-only"> {said.text}</span>
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
              {list.data.total > PAGE_SIZE && (
                <Pagination page={page} pages={Math.ceil(list.data.total / PAGE_SIZE)} onPage={setPage} />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
