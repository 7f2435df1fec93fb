import { Eye, EyeOff, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../client/components/ui/button';
import { useTranslation } from '../../../client/lib/i18n';
import type { PersonalData } from '../contract';
import { usePersonalData } from './profile-api';

/** A personal number shown masked (as the server sends it) until the viewer asks to see it. */
export function SecretValue(props: {
  label: string;
  masked: string;
  field: keyof PersonalData;
  employeeId: string;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const revealed = usePersonalData(props.employeeId, shown);
  const value = shown && revealed.data ? revealed.data[props.field] : props.masked;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono">{value}</span>
      <Button
        variant="ghost"
        size="sm"
        className="h-7 px-2"
        onClick={() => setShown(!shown)}
        aria-label={t(shown ? 'profile.hideNamed' : 'profile.showNamed', { name: props.label })}
      >
        {shown && revealed.isFetching ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : shown ? (
          <EyeOff className="h-4 w-4" aria-hidden />
        ) : (
          <Eye className="h-4 w-4" aria-hidden />
        )}
      </Button>
      {revealed.isError && (
        <span role="alert" className="text-sm text-destructive">
          {t('common.error', { message: revealed.error.message })}
        </span>
      )}
    </span>
  );
}
