import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('notFound.text')}</p>
      <Link to="/dashboard" className="mt-6 inline-block font-medium text-primary underline">
        {t('notFound.link')}
      </Link>
    </main>
  );
}
