import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useCreateCycle } from './performance-api';

export function NewCycleForm({ onCreated }: { onCreated: (id: string) => void }) {
  const create = useCreateCycle();
  const [form, setForm] = useState({ name: '', start_date: '', end_date: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(form, {
      onSuccess: ({ cycle }) => {
        toast.success(`Review cycle ${cycle.name} opened`);
        setForm({ name: '', start_date: '', end_date: '' });
        onCreated(cycle._id);
      },
      onError: (e) => toast.error(e.message),
    });
  };
  const field = (key: keyof typeof form, label: string, type = 'text') => (
    <div className="space-y-1">
      <Label htmlFor={`cycle-${key}`}>{label}</Label>
      <Input
        id={`cycle-${key}`}
        type={type}
        required
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
    </div>
  );
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} aria-label="New review cycle">
      {field('name', 'Cycle name')}
      {field('start_date', 'Starts', 'date')}
      {field('end_date', 'Ends', 'date')}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Opening...' : 'Open cycle'}
      </Button>
    </form>
  );
}
