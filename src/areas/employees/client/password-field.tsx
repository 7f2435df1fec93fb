import { Eye, EyeOff, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../../../client/components/ui/button';
import { Field } from '../../../client/components/ui/field';
import { useFieldState } from '../../../client/components/ui/form';
import { Input } from '../../../client/components/ui/input';
import { useTranslation } from '../../../client/lib/i18n';
import { generatePassword } from '../../../shared/password';
import type { EmployeeFormValues } from './form-model';

/** The password with show/hide and the spec's generator (12 characters; shown once generated, to hand over). */
export function PasswordField({ required, hint }: { required: boolean; hint?: string }) {
  const { t } = useTranslation();
  const { register, setValue } = useFormContext<EmployeeFormValues>();
  const [shown, setShown] = useState(false);
  const { id, error } = useFieldState('password');
  const generate = () => {
    setValue('password', generatePassword(), { shouldDirty: true, shouldValidate: true });
    setShown(true);
  };
  return (
    <Field id={id} label={t('login.password')} required={required} hint={hint} error={error}>
      {(control) => (
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Input
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              className="pr-10 font-mono"
              {...control}
              {...register('password')}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="absolute top-0 right-0 h-10 w-10"
              onClick={() => setShown(!shown)}
              aria-label={t(shown ? 'employees.hidePassword' : 'employees.showPassword')}
              aria-pressed={shown}
            >
              {shown ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
            </Button>
          </div>
          <Button type="button" variant="outline" onClick={generate}>
            <KeyRound className="h-4 w-4" aria-hidden /> {t('employees.generate')}
          </Button>
        </div>
      )}
    </Field>
  );
}
