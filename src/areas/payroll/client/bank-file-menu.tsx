/**
 * A locked run's bank transfer file (issue 41): one download per template hr defined (Payroll → Bank transfer
 * files), named by the template and its bank. The server says who has no account, and the file is not made.
 */
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../client/components/ui/dropdown-menu';
import { downloadFile } from '../../../client/lib/files';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgName } from '../../../client/lib/names';
import type { BankTemplate, RunSchema } from '../contract';
import { useBankTemplates } from './bank-files-api';

const fileName = (period: string, template: BankTemplate) =>
  `bank-transfer-${period}-${template.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'template'}.${template.kind}`;

export function BankFileMenu({ run }: { run: Pick<RunSchema, '_id' | 'period'> }) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  const templates = useBankTemplates();
  const [pending, setPending] = useState(false);
  const download = (template: BankTemplate) => {
    setPending(true);
    downloadFile(
      '/employee/exportbankfile',
      { _id: run._id, template_id: template._id },
      fileName(run.period, template),
    )
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setPending(false));
  };
  const list = templates.data?.templates ?? [];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={pending}>
          {pending ? t('bankFiles.downloading') : t('bankFiles.download')}
          <ChevronDown className="h-4 w-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {list.length === 0 ? (
          <DropdownMenuLabel className="font-normal text-muted-foreground">
            {templates.isError ? templates.error.message : t('bankFiles.noTemplates')}
          </DropdownMenuLabel>
        ) : (
          list.map((template) => (
            <DropdownMenuItem key={template._id} onSelect={() => download(template)}>
              {template.name} · {template.bank ? orgName('bank', template.bank) : t('bankFiles.anyBank')} ·{' '}
              {t(`bankFiles.kinds.${template.kind}`)}
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
