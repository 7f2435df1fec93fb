import { Dialog as D } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

export function DialogContent({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  // What had the focus as it opened, to give it back on closing.
  const opener = useRef<Element | null>(null);
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-40 bg-black/50" />
      {/* React bubbles events through portals: a form in a dialog must not also submit the form behind it. */}
      <D.Content
        onSubmit={(event) => event.stopPropagation()}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement;
        }}
        onCloseAutoFocus={() => returnFocus(opener.current)}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          // A tall dialog (a rule's steps) scrolls inside the screen instead of running off it.
          'max-h-[calc(100dvh-2rem)] overflow-y-auto',
          'rounded-xl border border-border bg-card p-6 text-foreground shadow-xl',
          className,
        )}
      >
        <D.Title className="text-lg font-semibold">{title}</D.Title>
        {description ? (
          <D.Description className="mt-2 text-sm text-muted-foreground">{description}</D.Description>
        ) : (
          <D.Description className="sr-only">{title}</D.Description>
        )}
        {children}
      </D.Content>
    </D.Portal>
  );
}

/**
 * Focus goes back to what opened the dialog: its trigger (Radix's own), else what had the focus when it opened (a
 * dialog shown while some state holds, opened by a button that is no trigger). When that is gone or disabled
 * (the row of someone just terminated, a button disabled while saving), it would fall to <body>: the page's
 * heading takes it instead.
 */
function returnFocus(opener: Element | null) {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    if (opener instanceof HTMLElement && opener.isConnected && !opener.matches(':disabled')) {
      opener.focus();
      if (document.activeElement === opener) return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  });
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/**
 * The footer every dialog that changes something ends with: a way out and the one action, disabled and
 * relabelled while it runs. The action submits `form` when given, else calls `onAction`; without `onCancel`
 * the way out simply closes the dialog.
 */
export function DialogActions({
  action,
  pendingAction,
  pending,
  form,
  onAction,
  cancel,
  onCancel,
  destructive,
}: {
  action: string;
  pendingAction: string;
  pending: boolean;
  form?: string;
  onAction?: () => void;
  cancel?: string;
  onCancel?: () => void;
  destructive?: boolean;
}) {
  const { t } = useTranslation();
  const way = (
    <Button variant="outline" onClick={onCancel} disabled={pending && Boolean(onCancel)}>
      {cancel ?? t('common.cancel')}
    </Button>
  );
  return (
    <DialogFooter>
      {onCancel ? way : <D.Close asChild>{way}</D.Close>}
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        variant={destructive ? 'destructive' : 'default'}
        onClick={form ? undefined : onAction}
        disabled={pending}
      >
        {pending ? pendingAction : action}
      </Button>
    </DialogFooter>
  );
}

/**
 * Asks before a change: open while `open`, closed by either button or Escape (not while the change runs). Its
 * action is red unless `destructive` is false (the change can be undone).
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  destructive = true,
  ...actions
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  action: string;
  pendingAction: string;
  pending: boolean;
  onAction: () => void;
  cancel?: string;
  destructive?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !actions.pending && onClose()}>
      <DialogContent title={title} description={description}>
        <DialogActions {...actions} onCancel={onClose} destructive={destructive} />
      </DialogContent>
    </Dialog>
  );
}
