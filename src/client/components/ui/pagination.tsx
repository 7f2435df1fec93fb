import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';

/** Page numbers to show: the first, the last, and two either side of the current one, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const out: (number | null)[] = [];
  for (let p = 1; p <= pages; p++) {
    if (shown.has(p)) out.push(p);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

/**
 * How many pages a paged reply has. A capped count (decision 019) says only that more follow: one page more is
 * offered, and the server counts further as the person pages on.
 */
export function pageCount(reply: { total: number; pageSize: number; totalCapped?: boolean }): number {
  return Math.max(1, Math.ceil(reply.total / reply.pageSize) + (reply.totalCapped ? 1 : 0));
}

export function Pagination({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label ?? t('pagination.pages')} className="flex flex-wrap items-center gap-1">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label={t('pagination.previousPage')}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden />{' '}
        <span className="hidden sm:inline">{t('pagination.previous')}</span>
      </Button>
      {pageWindow(page, pages).map((p, i, all) =>
        p === null ? (
          <span key={`gap-after-${all[i - 1]}`} className="px-1 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={p}
            variant={p === page ? 'default' : 'outline'}
            size="sm"
            className="min-w-8 px-2"
            onClick={() => onPage(p)}
            aria-label={t('pagination.page', { page: p })}
            aria-current={p === page ? 'page' : undefined}
          >
            {t('pagination.number', { page: p })}
          </Button>
        ),
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
        aria-label={t('pagination.nextPage')}
      >
        <span className="hidden sm:inline">{t('pagination.next')}</span>{' '}
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
