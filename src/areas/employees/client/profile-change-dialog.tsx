/**
 * Proposing changes to one's own details (rules §10): contact number, address, emergency contact, bank account,
 * and the identity numbers the organisation's country profile shows (issue 40). Only what differs from the
 * profile is sent; hr approves, and until then the profile says a change is pending.
 */
import { PencilLine } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { useMe } from '../../../client/components/layout/use-me';
import { Button } from '../../../client/components/ui/button';
import { fieldsFor, firstRefusal, useZodForm } from '../../../client/components/ui/form';
import { FormDialog } from '../../../client/components/ui/form-dialog';
import { useFormDialog } from '../../../client/components/ui/use-form-dialog';
import { useTranslation } from '../../../client/lib/i18n';
import { useOrgChoices, useOrgName } from '../../../client/lib/names';
import type { User } from '../../../shared/auth';
import { DEFAULT_COUNTRY, identityFields, profileOf } from '../../../shared/country-profiles';
import { nepalDistricts } from '../../../shared/nepal-districts';
import { type ProfileField, profileChangeBody, profileFields } from '../../approvals/contract';
import { useRequestProfileChange } from './profile-api';

type Values = Record<ProfileField, string>;
const { TextField, SelectField } = fieldsFor<Values>();

const currentOf = (user: User): Values => ({
  contactNumber: user.contactNumber,
  address: user.address,
  emergencyName: user.emergencyContact.name,
  emergencyRelationship: user.emergencyContact.relationship,
  emergencyContactNumber: user.emergencyContact.contactNumber,
  // Never sent back by the server in clear: blank means "keep it".
  bankAccount: '',
  bank: user.payrollInfo.bank ?? '',
  bankBranch: user.payrollInfo.bankBranch ?? '',
  pan: '',
  ssfNumber: '',
  citizenshipNumber: '',
  citizenshipDistrict: '',
  nin: '',
});

/** The fields offered: the details, and of the identity numbers only those the organisation's profile shows. */
function useOffered(): ProfileField[] {
  const shown = profileOf(useMe().data?.organisation.country ?? DEFAULT_COUNTRY).identity.map((i) => i.field);
  return profileFields.filter(
    (field) => !(identityFields as readonly string[]).includes(field) || (shown as string[]).includes(field),
  );
}

export function ProfileChangeDialog({ user, pending }: { user: User; pending: boolean }) {
  const { t, i18n } = useTranslation();
  const offered = useOffered();
  const current = useMemo(() => currentOf(user), [user]);
  // Only the fields that differ from the profile are validated and sent.
  const schema = useMemo(
    () =>
      z.preprocess(
        (values) =>
          Object.fromEntries(
            Object.entries(values as Values).filter(
              ([field, value]) => value.trim() !== '' && value.trim() !== current[field as ProfileField],
            ),
          ),
        profileChangeBody,
      ),
    [current],
  );
  const form = useZodForm<typeof schema, Values>(schema, current);
  const ask = useRequestProfileChange();
  const dialog = useFormDialog(form, ask, current);
  // The profile read again while the dialog is open (hr renamed the person's bank): what the person has not
  // changed follows it, so the bank shows by its current name and an old one is never sent as a change.
  useEffect(() => form.reset(current, { keepDirtyValues: true, keepErrors: true }), [form, current]);
  const hintOf = (field: ProfileField) =>
    field === 'bankAccount'
      ? t('approvals.bankHint')
      : (identityFields as readonly string[]).includes(field)
        ? t('approvals.identityHint')
        : undefined;
  const banks = useOrgChoices().data?.bank ?? [];
  const orgName = useOrgName();
  const bankOptions = [
    ...banks,
    ...(current.bank && !banks.includes(current.bank) ? [current.bank] : []),
  ].map((value) => ({ value, label: orgName('bank', value) }));
  const submit = (body: z.output<typeof profileChangeBody>) =>
    ask.mutate(body, { onSuccess: () => dialog.sent(t('approvals.profileSent')) });
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button variant="outline" disabled={pending}>
          <PencilLine className="h-4 w-4" aria-hidden /> {t('approvals.proposeChange')}
        </Button>
      }
      title={t('approvals.proposeChange')}
      description={t('approvals.proposeHelp')}
      form={form}
      id="profile-change"
      onSubmit={submit}
      onInvalid={(errors) => {
        // "Change at least one detail" belongs to no field.
        const refusal = firstRefusal(errors);
        if (refusal && !refusal.field) toast.error(refusal.message);
      }}
      refusal={ask.error}
      action={t('approvals.send')}
      pendingAction={t('approvals.sending')}
      pending={ask.isPending}
    >
      {offered.map((field) =>
        field === 'bank' ? (
          <SelectField
            key={field}
            name={field}
            label={t('approvals.field.bank')}
            placeholder={t('employees.selectBank')}
            options={bankOptions}
          />
        ) : field === 'citizenshipDistrict' ? (
          <SelectField
            key={field}
            name={field}
            label={t(`approvals.field.${field}`)}
            placeholder={t('approvals.districtKeep')}
            options={nepalDistricts.map((d) => ({
              value: d.en,
              label: i18n.language === 'ne' ? d.ne : d.en,
            }))}
          />
        ) : (
          <TextField
            key={field}
            name={field}
            label={t(`approvals.field.${field}`)}
            hint={hintOf(field)}
            autoComplete="off"
            inputMode={field.endsWith('Number') ? 'tel' : undefined}
          />
        ),
      )}
    </FormDialog>
  );
}
