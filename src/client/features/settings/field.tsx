import { createContext, type ReactNode, useContext } from 'react';
import { Label } from '../../components/ui/label';

/** The refused save's field (dotted path, as the server names it) and sentence, shown beside that field. */
export const FieldErrorContext = createContext<{ field?: string; message: string } | null>(null);

export function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  const error = useContext(FieldErrorContext);
  const mine = error?.field === id || error?.field?.startsWith(`${id}.`);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      {mine && error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      )}
    </div>
  );
}
