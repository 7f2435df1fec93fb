import toast from 'react-hot-toast';
import { createCycleBody } from '../../../shared/performance';
import { Button } from '../../components/ui/button';
import { RefusalMessage, RefusalProvider } from '../../components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../components/ui/form';
import { useCreateCycle } from './performance-api';

const empty = { name: '', start_date: '', end_date: '' };
const { TextField } = fieldsFor<typeof empty>();

export function NewCycleForm({ onCreated }: { onCreated: (id: string) => void }) {
  const create = useCreateCycle();
  const form = useZodForm(createCycleBody, empty);
  const submit = (body: typeof empty) =>
    create.mutate(body, {
      onSuccess: ({ cycle }) => {
        toast.success(`Review cycle ${cycle.name} opened`);
        form.reset(empty);
        onCreated(cycle._id);
      },
    });
  return (
    <Form
      form={form}
      id="new-cycle"
      className="flex flex-wrap items-start gap-3"
      onSubmit={submit}
      aria-label="New review cycle"
    >
      <RefusalProvider error={create.error}>
        <TextField name="name" label="Cycle name" />
        <TextField name="start_date" label="Starts" type="date" />
        <TextField name="end_date" label="Ends" type="date" />
        <Button type="submit" className="mt-6" disabled={create.isPending}>
          {create.isPending ? 'Opening...' : 'Open cycle'}
        </Button>
        <RefusalMessage />
      </RefusalProvider>
    </Form>
  );
}
