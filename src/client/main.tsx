import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startI18n } from './lib/i18n';

const Toaster = lazy(() => import('./components/layout/toaster'));
// The service worker (decision 014) registers only in a build: the dev server has none.
const UpdatePrompt = import.meta.env.PROD
  ? lazy(() => import('./components/layout/update-prompt'))
  : () => null;

import { createQueryClient } from './lib/query-client';
import { router } from './router';

const queryClient = createQueryClient();

// The first screen renders once its language's catalogue is in, so it never shows keys.
await startI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense>
        <Toaster />
        <UpdatePrompt />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
