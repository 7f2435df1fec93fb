/**
 * The one query client the app uses. Calls go out whatever the browser thinks of the network (`networkMode:
 * 'always'`), so offline fails at once with a clear message instead of pausing and replaying later by surprise;
 * actions (mutations) are never retried; reads retry once unless the server refused them, and failed reads are
 * tried again when the browser comes back online.
 */
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isRefusal } from './api';

export function createQueryClient() {
  // TanStack Query assumes it starts online; an app opened offline (from the service worker, decision 014) would
  // then miss the coming back online, and its failed reads would never be tried again. The browser says it is
  // online a moment before its first request gets through, so failed reads are tried a second later.
  onlineManager.setEventListener((setOnline) => {
    if (typeof window === 'undefined') return;
    setOnline(navigator.onLine);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const online = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setOnline(true), 1000);
    };
    const offline = () => {
      clearTimeout(timer);
      setOnline(false);
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        refetchOnWindowFocus: false,
        // Off by default with networkMode 'always'.
        refetchOnReconnect: true,
        retry: (failures, error) => failures < 1 && !isRefusal(error),
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
