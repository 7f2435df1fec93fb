/** The loading and error states every screen shows the same way. */

import type { QueryObserverSuccessResult, UseQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from '../../lib/i18n';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      {label ?? t('common.loading')}
    </p>
  );
}

export function ErrorMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="py-4 text-sm font-medium text-destructive">
      {t('common.error', { message })}
    </p>
  );
}

/**
 * A query's loading or error state, the same on every screen, or null once its data is there:
 * `if (!ready(list)) return queryStatus(list);` or `{queryStatus(stats)}` inline.
 */
export function queryStatus(
  query: { isPending: boolean; isError: boolean; error: Error | null },
  loading?: string,
): ReactElement | null {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError) return <ErrorMessage message={query.error?.message ?? ''} />;
  return null;
}

/** Has the query its data? `if (!ready(list)) return queryStatus(list);` then `list.data` is there. */
export function ready<T>(query: UseQueryResult<T>): query is QueryObserverSuccessResult<T> {
  return query.isSuccess;
}
