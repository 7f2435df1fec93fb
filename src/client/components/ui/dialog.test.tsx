import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

/** A row whose button opens a dialog, and which is gone once the dialog did its work (a termination). */
function Page() {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <main>
      <h1>Employees</h1>
      {!gone && <Button onClick={() => setOpen(true)}>Terminate Kiran</Button>}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Terminate Kiran?">
          <Button
            onClick={() => {
              setGone(true);
              setOpen(false);
            }}
          >
            Terminate
          </Button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

describe('closing a dialog', () => {
  it('moves focus to the page heading when what opened it is gone, never to the body', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Terminate Kiran' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Terminate' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Employees' })),
    );
  });
});
