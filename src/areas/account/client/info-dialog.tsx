import { ReadDialog } from '../../../client/components/ui/read-dialog';

/** A link that opens a short text in a dialog (the sign-in screen's "Learn more"). */
export function InfoDialog(props: {
  trigger: string;
  title: string;
  children: string;
  triggerClassName?: string;
}) {
  return (
    <ReadDialog
      trigger={props.trigger}
      triggerClassName={props.triggerClassName ?? 'h-auto'}
      title={props.title}
      description={props.children}
    />
  );
}
