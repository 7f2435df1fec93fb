/** A link-styled button that opens something to read (a short text, a table) in a dialog, closed by Close. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog';

export function ReadDialog(props: {
  trigger: ReactNode;
  triggerClassName: string;
  title: string;
  description: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="link" className={props.triggerClassName}>
          {props.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={props.title} description={props.description} className={props.className}>
        {props.children}
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('common.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
