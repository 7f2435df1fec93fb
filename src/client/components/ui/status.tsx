/** The loading and error states every screen shows the same way. */
import { Loader2 } from 'lucide-react';

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      {label}
    </p>
  );
}

export function ErrorMessage({ message }: { message: string }) {
  return (
    <p role="alert" className="py-4 text-sm font-medium text-destructive">
      Error: {message}
    </p>
  );
}
