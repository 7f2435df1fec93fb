/**
 * The "Two-step sign-in" card of a person's own settings (decision 037): set it up (the key as a link the phone's
 * authenticator app opens and as typed, confirmed with a code), the ten recovery codes shown once (copy,
 * download), and turning it off with the password and a code.
 */
import { Check, Copy, Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { renderSVG } from 'uqr';
import type { z } from 'zod';
import { Button } from '../../../client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../client/components/ui/card';
import { RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { queryStatus, ready } from '../../../client/components/ui/status';
import { useFormDialog } from '../../../client/components/ui/use-form-dialog';
import { useFormat } from '../../../client/lib/format';
import { useTranslation } from '../../../client/lib/i18n';
import { confirmTwoStepBody, disableTwoStepBody } from '../contract';
import { useConfirmTwoStep, useDisableTwoStep, useStartTwoStep, useTwoStepStatus } from './two-step-api';

const confirmFields = fieldsFor<z.input<typeof confirmTwoStepBody>>();
const disableFields = fieldsFor<z.input<typeof disableTwoStepBody>>();

export function TwoStepCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const status = useTwoStepStatus();
  const start = useStartTwoStep();
  const [codes, setCodes] = useState<string[] | null>(null);
  const mine = status.data;
  const enrolling = start.data && !mine?.enabled;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('twoStep.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('twoStep.description')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {!ready(status) || !mine ? (
          queryStatus(status)
        ) : codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : mine.enabled ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm">
              <ShieldCheck className="h-4 w-4 text-primary" aria-hidden />
              {t('twoStep.on', { count: mine.recoveryCodesLeft })}
            </p>
            <TurnOffDialog />
          </div>
        ) : (
          <>
            <p className="text-sm">{t('twoStep.off')}</p>
            {mine.required && (
              <p className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm" role="status">
                {mine.dueBy && Date.parse(mine.dueBy) > Date.now()
                  ? t('twoStep.required', { date: f.date(mine.dueBy.slice(0, 10)) })
                  : t('twoStep.requiredNow')}
              </p>
            )}
            {enrolling ? (
              <Enrol uri={start.data.uri} secret={start.data.key} onDone={setCodes} />
            ) : (
              <RefusalProvider error={start.error}>
                <RefusalMessage />
                <Button onClick={() => start.mutate()} disabled={start.isPending}>
                  {t(start.isPending ? 'twoStep.starting' : 'twoStep.setUp')}
                </Button>
              </RefusalProvider>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Enrol({ uri, secret, onDone }: { uri: string; secret: string; onDone: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const form = useZodForm(confirmTwoStepBody, { code: '' });
  const confirm = useConfirmTwoStep();
  const { TextField } = confirmFields;
  return (
    <div className="space-y-4">
      <p className="text-sm">{t('twoStep.scan')}</p>
      {/* The QR code is drawn here from the otpauth address: the secret never leaves the page as an image request. */}
      <img
        className="h-44 w-44 rounded-md bg-white p-2"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri, { border: 1 }))}`}
        alt={t('twoStep.qr')}
      />
      <a className="inline-block text-sm font-medium text-primary underline" href={uri}>
        {t('twoStep.openApp')}
      </a>
      <div>
        <p className="text-sm font-medium">{t('twoStep.key')}</p>
        <code className="mt-1 block break-all rounded-md bg-muted p-3 font-mono text-sm tracking-wider select-all">
          {secret}
        </code>
      </div>
      <RefusalProvider error={confirm.error}>
        <Form
          form={form}
          id="two-step-confirm"
          className="space-y-3"
          onSubmit={(body) => confirm.mutate(body, { onSuccess: (reply) => onDone(reply.recoveryCodes) })}
        >
          <TextField
            name="code"
            label={t('twoStep.code')}
            hint={t('twoStep.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
          />
          <RefusalMessage />
          <Button type="submit" disabled={confirm.isPending}>
            {t(confirm.isPending ? 'twoStep.confirming' : 'twoStep.confirm')}
          </Button>
        </Form>
      </RefusalProvider>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-3">
      <h3 id="recovery-codes-title" className="font-semibold">
        {t('twoStep.codesTitle')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('twoStep.codesText')}</p>
      <ul className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
          {t(copied ? 'twoStep.copied' : 'twoStep.copy')}
        </Button>
        <Button variant="outline" onClick={download}>
          <Download className="h-4 w-4" aria-hidden /> {t('twoStep.download')}
        </Button>
        <Button onClick={onDone}>{t('twoStep.saved')}</Button>
      </div>
    </section>
  );
}

function TurnOffDialog() {
  const { t } = useTranslation();
  const empty = { password: '', code: '' };
  const form = useZodForm(disableTwoStepBody, empty);
  const disable = useDisableTwoStep();
  const dialog = useFormDialog(form, disable, empty);
  const { TextField } = disableFields;
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={<Button variant="outline">{t('twoStep.turnOff')}</Button>}
      title={t('twoStep.turnOffTitle')}
      description={t('twoStep.turnOffText')}
      form={form}
      id="two-step-off"
      onSubmit={(body) => disable.mutate(body, { onSuccess: () => dialog.sent(t('twoStep.turnedOff')) })}
      refusal={disable.error}
      action={t('twoStep.turnOff')}
      pendingAction={t('twoStep.turningOff')}
      pending={disable.isPending}
    >
      <TextField
        name="password"
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
      />
      <TextField name="code" label={t('twoStep.anyCode')} autoComplete="one-time-code" />
    </FormDialog>
  );
}
