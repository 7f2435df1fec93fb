/**
 * What a card's list of records (work sites, holidays) offers on each row: edit and delete, named by the record,
 * and the question asked before deleting one, which then deletes it and says so.
 */
import { Pencil, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from './dialog';
import { IconButton } from './icon-button';

export function EditDeleteButtons(props: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex gap-1">
      <IconButton icon={Pencil} size="sm" label={props.editLabel} onClick={props.onEdit} />
      <IconButton icon={Trash2} size="sm" label={props.deleteLabel} onClick={props.onDelete} />
    </div>
  );
}

/** Asks before deleting `record` (open while there is one); deleted, it says `done` and closes. */
export function ConfirmDelete<T extends { _id: string }>(props: {
  record: T | null;
  onClose: () => void;
  title: string;
  body: string;
  action: string;
  done: string;
  remove: {
    isPending: boolean;
    mutate: (id: string, handlers: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  };
}) {
  const { record, remove } = props;
  return (
    <ConfirmDialog
      open={record !== null}
      onClose={props.onClose}
      title={props.title}
      description={props.body}
      action={props.action}
      pendingAction={props.action}
      pending={remove.isPending}
      onAction={() =>
        record &&
        remove.mutate(record._id, {
          onSuccess: () => {
            toast.success(props.done);
            props.onClose();
          },
          onError: (error) => toast.error(error.message),
        })
      }
    />
  );
}
