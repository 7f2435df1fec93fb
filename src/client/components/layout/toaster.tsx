/**
 * Where toasts appear, loaded after the first screen (the sign-in route does not need it: scripts/check-bundle.ts).
 * react-hot-toast's defaults are the spec's timings: success 2 s, error 4 s, at most 20 kept.
 */
import { Toaster as HotToaster } from 'react-hot-toast';

export default function Toaster() {
  return <HotToaster toastOptions={{ className: '!bg-card !text-foreground !border !border-border' }} />;
}
