/** The rows of a file that were (or would be) left out, and why: a row, its field and the problem. */

import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { say } from '../../../client/lib/messages';
import { LISTED_ERRORS, type RowError } from '../schemas';

export function RowErrors({ errors }: { errors: RowError[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (errors.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 id="row-errors" className="font-medium">
        {t('imports.errorsTitle')}
      </h3>
      {/* Focusable, so a keyboard can scroll a long list (axe scrollable-region-focusable). */}
      <section
        aria-labelledby="row-errors"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="max-h-80 overflow-auto rounded-md border border-border"
      >
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              <th className="px-3 py-2">{t('imports.row')}</th>
              <th className="px-3 py-2">{t('imports.field')}</th>
              <th className="px-3 py-2">{t('imports.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e) => (
              <tr key={`${e.row}-${e.field}-${e.message}`} className="border-t border-border">
                <td className="px-3 py-2 tabular-nums">{f.number(e.row)}</td>
                <td className="px-3 py-2">{e.field ? t(`imports.fields.${e.field}` as never) : ''}</td>
                <td className="px-3 py-2">{say(e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {errors.length >= LISTED_ERRORS && (
        <p className="text-sm text-muted-foreground">{t('imports.moreErrors', { count: errors.length })}</p>
      )}
    </div>
  );
}
