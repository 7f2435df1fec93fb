/**
 * What any route shows when it fails to load or render, instead of React Router's developer page. A missing
 * chunk (offline, or a deploy replaced the files) offers Reload, and reloads by itself once the browser is back
 * online; any other failure offers Try again, which renders the route afresh.
 */
import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/button';

/** The browsers' words for a lazily imported file that could not be fetched. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

function isChunkFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const chunk = isChunkFailure(error);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;

  useEffect(() => {
    if (!chunk) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [chunk]);

  const message = t(offline ? 'routeError.offline' : chunk ? 'routeError.chunk' : 'routeError.other');
  return (
    <main className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('routeError.title')}</h1>
      <p role="alert" className="mt-2 text-muted-foreground">
        {message}
      </p>
      <Button
        className="mt-6"
        onClick={() => (chunk ? window.location.reload() : navigate('.', { replace: true }))}
      >
        {t(chunk ? 'routeError.reload' : 'routeError.retry')}
      </Button>
    </main>
  );
}
