import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Button } from './button';
import type { Refusal } from './field';
import { fieldsFor, useZodForm } from './form';
import { FormDialog } from './form-dialog';

const schema = z.object({ name: z.string().min(1, { error: 'name is required' }) });
const { TextField } = fieldsFor<{ name: string }>();

/** A page whose button opens a dialog naming a team: saving may be pending, refused, or done. */
function Page({ pending = false, refusal = null }: { pending?: boolean; refusal?: Refusal | null }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useZodForm(schema, { name: '' });
  return (
    <main>
      <h1>Teams</h1>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        trigger={<Button>Name the team</Button>}
        title="Name the team"
        form={form}
        id="team"
        onSubmit={(body) => setSaved(body.name)}
        refusal={refusal}
        action="Save"
        pendingAction="Saving…"
        pending={pending}
        done={saved && <p>Saved {saved}</p>}
      >
        <TextField name="name" label="Name" />
      </FormDialog>
    </main>
  );
}

describe('a form in a dialog', () => {
  it('checks the form before it submits, then shows what the dialog did and gives the focus back on close', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Name the team' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Name the team' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'),
    );
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Payroll' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved Payroll')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows a refusal naming no field once, above the buttons', async () => {
    render(<Page refusal={{ message: 'Teams are closed today' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Name the team' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Teams are closed today']);
  });

  it('disables and relabels its submit while saving, and stays open on Escape meanwhile', async () => {
    render(<Page pending />);
    fireEvent.click(screen.getByRole('button', { name: 'Name the team' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
