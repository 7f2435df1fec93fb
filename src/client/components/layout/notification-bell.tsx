/**
 * The top bar's bell (rules §11): the unread count, live, and a panel of the latest notifications, each a link
 * to its thing; opening one marks it read. "Mark all read" and the full list are one step away.
 */
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  useMarkRead,
  useNotifications,
  useNotificationText,
  useUnreadCount,
} from '../../../areas/notifications/client/notifications-api';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import { queryStatus, ready } from '../ui/status';
import { useTimeZone } from './use-me';

const SHOWN = 8;

export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const f = useFormat();
  const label = unread
    ? t('notifications.bellUnread', { count: unread, n: f.number(unread) })
    : t('notifications.title');
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label} title={label}>
          <Bell className="h-5 w-5" aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs font-semibold leading-5 text-destructive-foreground"
            >
              {unread > 99 ? '99+' : f.number(unread)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-label={t('notifications.title')}
        align="end"
        className="w-[min(24rem,calc(100vw-2rem))] p-0"
      >
        {open && <Panel onDone={() => setOpen(false)} unread={unread} />}
      </PopoverContent>
    </Popover>
  );
}

function Panel({ onDone, unread }: { onDone: () => void; unread: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const timeZone = useTimeZone();
  const list = useNotifications(1, SHOWN);
  const mark = useMarkRead();
  const text = useNotificationText();
  return (
    <div className="flex max-h-[70vh] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 className="font-semibold">{t('notifications.title')}</h2>
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          disabled={unread === 0 || mark.isPending}
          onClick={() => mark.mutate({ all: true })}
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <div className="overflow-y-auto">
        {!ready(list) ? (
          <div className="p-4">{queryStatus(list)}</div>
        ) : list.data.notifications.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">{t('notifications.empty')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {list.data.notifications.map((n) => {
              const said = text(n);
              return (
                <li key={n._id}>
                  <Link
                    to={n.link}
                    onClick={() => {
                      if (!n.read) mark.mutate({ ids: [n._id] });
                      onDone();
                    }}
                    className={cn(
                      'block px-4 py-3 text-sm hover:bg-muted focus-visible:bg-muted',
                      !n.read && 'font-medium',
                    )}
                  >
                    {!n.read && (
                      <span className="mr-2 inline-block h-2 w-2 rounded-full bg-primary" aria-hidden />
                    )}
                    {!n.read && <span className="sr-only">{t('notifications.unread')} </span>}
                    <span className="font-semibold">{said.title}</span>
                    <span className="block">{said.text}</span>
                    <span className="mt-0.5 block text-xs font-normal text-muted-foreground">
                      {f.instant(n.created_at, timeZone)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <Link
        to="/notifications"
        onClick={onDone}
        className="border-t border-border px-4 py-3 text-center text-sm font-medium text-primary hover:underline"
      >
        {t('notifications.seeAll')}
      </Link>
    </div>
  );
}
