import { Button } from '../../../client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '../../../client/components/ui/dialog';
import { useTranslation } from '../../../client/lib/i18n';

/** A link that opens a short text in a dialog (the sign-in screen's "Learn more"). */
export function InfoDialog(props: {
  trigger: string;
  title: string;
  children: string;
  triggerClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="link" className={props.triggerClassName ?? 'h-auto'}>
          {props.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={props.title} description={props.children}>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('common.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
