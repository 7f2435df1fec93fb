/**
 * The rows of a file that were (or would be) left out, and why: a row, whose it is, its field, the value refused
 * and the problem (issue 44, item 11), in the shared Table: a named scroll box a keyboard can focus.
 */

import { Table, TableRow } from '../../../client/components/ui/table';
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
      <h3 className="font-medium">{t('imports.errorsTitle')}</h3>
      <Table
        label={t('imports.errorsTitle')}
        className="max-h-80 overflow-auto rounded-md border border-border px-3"
        columns={[
          { label: t('imports.row'), numeric: true },
          { label: t('imports.person') },
          { label: t('imports.field') },
          { label: t('imports.value') },
          { label: t('imports.problem') },
        ]}
      >
        {errors.map((e) => (
          <TableRow key={`${e.row}-${e.field}-${e.message}`}>
            <td className="py-2 pr-3 text-right tabular-nums">{f.number(e.row)}</td>
            <td className="py-2 pr-3">{e.person ?? ''}</td>
            <td className="py-2 pr-3">{e.field ? t(`imports.fields.${e.field}` as never) : ''}</td>
            <td className="break-all py-2 pr-3 font-mono text-xs">{e.value ?? ''}</td>
            <td className="py-2 pr-3">{say(e)}</td>
          </TableRow>
        ))}
      </Table>
      {errors.length >= LISTED_ERRORS && (
        <p className="text-sm text-muted-foreground">{t('imports.moreErrors', { count: errors.length })}</p>
      )}
    </div>
  );
}
