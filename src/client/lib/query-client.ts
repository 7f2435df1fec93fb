/**
 * The one query client the app uses. Calls go out whatever the browser thinks of the network (`networkMode:
 * 'always'`), so offline fails at once with a clear message instead of pausing and replaying later by surprise;
 * actions (mutations) are never retried; reads retry once unless the server refused them.
 */
import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './api';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !isRefusal(error),
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
