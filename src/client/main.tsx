import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router';
import { applyNotificationPreference } from './lib/preferences';
import { createQueryClient } from './lib/query-client';
import { router } from './router';

applyNotificationPreference();

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* react-hot-toast's defaults are the spec's timings: success 2 s, error 4 s, at most 20 kept. */}
      <Toaster toastOptions={{ className: '!bg-card !text-foreground !border !border-border' }} />
    </QueryClientProvider>
  </StrictMode>,
);
