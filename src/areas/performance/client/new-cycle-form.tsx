import toast from 'react-hot-toast';
import { Button } from '../../../client/components/ui/button';
import { RefusalMessage, RefusalProvider } from '../../../client/components/ui/field';
import { Form, fieldsFor, useZodForm } from '../../../client/components/ui/form';
import { useTranslation } from '../../../client/lib/i18n';
import { createCycleBody } from '../schemas';
import { useCreateCycle } from './performance-api';

const empty = { name: '', start_date: '', end_date: '' };
const { TextField, DateField } = fieldsFor<typeof empty>();

export function NewCycleForm({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateCycle();
  const form = useZodForm(createCycleBody, empty);
  const submit = (body: typeof empty) =>
    create.mutate(body, {
      onSuccess: ({ cycle }) => {
        toast.success(t('performance.cycleOpened', { name: cycle.name }));
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
      aria-label={t('performance.newCycle')}
    >
      <RefusalProvider error={create.error}>
        <TextField name="name" label={t('performance.cycleName')} />
        <DateField name="start_date" label={t('performance.starts')} />
        <DateField name="end_date" label={t('performance.ends')} />
        <Button type="submit" className="mt-6" disabled={create.isPending}>
          {t(create.isPending ? 'performance.opening' : 'performance.openCycle')}
        </Button>
        <RefusalMessage />
      </RefusalProvider>
    </Form>
  );
}
