/**
 * The installable app's update prompt (decision 014): when a new version's service worker has installed, it
 * waits until the person chooses Reload, so nothing half-typed is lost; "Later" keeps the old version until the
 * next start. Loaded after the first screen, like the toaster (scripts/check-bundle.ts).
 */
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateBanner } from './update-banner';

export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // A tab left open for days still hears of a release: the worker is checked again every hour.
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
    },
  });
  if (!needRefresh) return null;
  return (
    <UpdateBanner onReload={() => void updateServiceWorker(true)} onLater={() => setNeedRefresh(false)} />
  );
}
