/** The update prompt's banner (decision 014): split from the registration so it renders without a service worker. */
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/button';

/** What the banner shows: split from the registration so the component tests need no service worker. */
export function UpdateBanner({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('pwa.updateAvailable')}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-3 text-foreground shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4"
    >
      <p role="status" className="text-sm font-medium">
        {t('pwa.updateAvailable')}
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onLater}>
          {t('pwa.later')}
        </Button>
        <Button size="sm" onClick={onReload}>
          {t('pwa.reload')}
        </Button>
      </div>
    </section>
  );
}
