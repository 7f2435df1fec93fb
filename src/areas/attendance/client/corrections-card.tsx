/**
 * Corrections the person asked for (rules §10): a dialog to ask for a day to be fixed (times and a reason), and
 * their requests with their steps. The day changes only when the last approver approves.
 */
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { useTimeZone } from '../../../client/components/layout/use-me';
import { MyRequests } from '../../../client/components/requests/my-requests';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { Input } from '../../../client/components/ui/input';
import { Label } from '../../../client/components/ui/label';
import { useFormDialog } from '../../../client/components/ui/use-form-dialog';
import { useTranslation } from '../../../client/lib/i18n';
import { say } from '../../../client/lib/messages';
import { localDate } from '../../../shared/calendar';
import { correctionRequestBody } from '../../approvals/contract';
import { allowedDocumentTypes, fileRefusal } from '../../documents/contract';
import { useRequestCorrection } from './attendance-api';

const empty = { date: '', check_in_time: '', check_out_time: '', reason: '' };
const { DateField, TextField, TextAreaField } = fieldsFor<z.input<typeof correctionRequestBody>>();

export function CorrectionsCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('approvals.corrections')}</CardTitle>
        <CorrectionDialog />
      </CardHeader>
      <CardContent>
        <MyRequests kind="attendance" emptyText={t('approvals.noCorrections')} />
      </CardContent>
    </Card>
  );
}

function CorrectionDialog() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();
  const form = useZodForm(correctionRequestBody, empty);
  const ask = useRequestCorrection();
  const dialog = useFormDialog(form, ask, empty, () => setFile(null));
  const submit = (body: z.output<typeof correctionRequestBody>) => {
    // The limits the server checks, said before anything is sent.
    const refusal = file && fileRefusal('supporting_document', file);
    if (refusal) return toast.error(say(refusal));
    ask.mutate({ body, file }, { onSuccess: () => dialog.sent(t('approvals.correctionSent')) });
  };
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={<Button variant="outline">{t('approvals.askCorrection')}</Button>}
      title={t('approvals.askCorrection')}
      description={t('approvals.correctionHelp')}
      form={form}
      id="request-correction"
      onSubmit={submit}
      refusal={ask.error}
      action={t('approvals.send')}
      pendingAction={t('approvals.sending')}
      pending={ask.isPending}
    >
      <DateField
        name="date"
        label={t('approvals.day')}
        required
        picker
        max={localDate(new Date(), timeZone)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="check_in_time" label={t('attendance.checkIn')} type="time" />
        <TextField name="check_out_time" label={t('attendance.checkOut')} type="time" />
      </div>
      <TextAreaField name="reason" label={t('approvals.why')} required rows={3} maxLength={500} />
      <div className="space-y-2">
        <Label htmlFor={fileId}>{t('approvals.attachment')}</Label>
        <Input
          id={fileId}
          type="file"
          accept={allowedDocumentTypes.supporting_document.join(',')}
          aria-describedby={`${fileId}-hint`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <p id={`${fileId}-hint`} className="text-sm text-muted-foreground">
          {t('approvals.attachmentHint')}
        </p>
      </div>
    </FormDialog>
  );
}
