/**
 * Payroll → Bank transfer files (issue 41): hr's templates, each for one bank or any bank, with its columns in
 * order, its header and control total rows, XLSX or CSV. A run's page downloads its file by any of them.
 */
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { ConfirmDelete, EditDeleteButtons } from '../../../client/components/ui/record-actions';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import type { BankTemplate } from '../contract';
import { useBankTemplates, useDeleteBankTemplate } from './bank-files-api';
import { BankTemplateDialog } from './bank-template-dialog';

export function BankTemplatesCard() {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const templates = useBankTemplates();
  const remove = useDeleteBankTemplate();
  const [editing, setEditing] = useState<BankTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BankTemplate | null>(null);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t('bankFiles.title')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('bankFiles.description')}</p>
        </div>
        <Button variant="outline" onClick={() => setEditing('new')}>
          <FileSpreadsheet className="h-4 w-4" aria-hidden /> {t('bankFiles.add')}
        </Button>
      </CardHeader>
      <CardContent>
        {!ready(templates) ? (
          queryStatus(templates)
        ) : templates.data.templates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('bankFiles.none')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border">
            {templates.data.templates.map((template) => (
              <li key={template._id} className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium">
                    {template.name}{' '}
                    <span className="font-normal text-muted-foreground">
                      · {template.bank ? orgName('bank', template.bank) : t('bankFiles.anyBank')} ·{' '}
                      {t(`bankFiles.kinds.${template.kind}`)}
                    </span>
                  </p>
                  <p className="break-words text-muted-foreground">
                    {/* What each column holds, in the reader's words; the headers hr wrote for the bank are data,
                        shown in the template's dialog. */}
                    {t('bankFiles.columnsList', {
                      columns: template.columns.map((c) => t(`bankFiles.keys.${c.key}`)).join(' · '),
                    })}
                  </p>
                  <p className="text-muted-foreground">
                    {[
                      template.header_row && t('bankFiles.headerRow'),
                      template.total_row && t('bankFiles.totalRow'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <EditDeleteButtons
                  editLabel={t('bankFiles.editNamed', { name: template.name })}
                  deleteLabel={t('bankFiles.deleteNamed', { name: template.name })}
                  onEdit={() => setEditing(template)}
                  onDelete={() => setDeleting(template)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing && <BankTemplateDialog template={editing} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t('bankFiles.deleteTitle')}
        body={t('bankFiles.deleteBody', { name: deleting?.name ?? '' })}
        action={t('bankFiles.delete')}
        done={t('bankFiles.deleted')}
        remove={remove}
      />
    </Card>
  );
}
