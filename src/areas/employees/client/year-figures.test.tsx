import { fireEvent, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../client/test/render';
import { YearFigures } from './year-figures';

describe("a year's figures (Profile → Payroll)", () => {
  it('asks the required amounts first, and says an amount it cannot read instead of sending it', () => {
    const refused = vi.spyOn(toast, 'error');
    const save = { mutate: vi.fn(), isPending: false };
    renderAt(
      <YearFigures
        title="Figures"
        hint="Hint"
        years={[]}
        amounts={[
          { key: 'paid', label: 'Paid', required: true },
          { key: 'extra', label: 'Extra' },
        ]}
        saveLabel="Save"
        saved="Saved"
        save={save}
        body={(fiscalYear, amounts) => ({ fiscalYear, ...amounts })}
      />,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.change(screen.getByLabelText('Fiscal year (the year it starts in)'), {
      target: { value: '2083' },
    });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Paid'), { target: { value: '1,000.505' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(refused).toHaveBeenCalledWith(
      'Amounts must be whole numbers of minor units (paisa, cents), 0 or more',
    );
    expect(save.mutate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Paid'), { target: { value: '1,000.50' } });
    fireEvent.click(button);
    expect(save.mutate).toHaveBeenCalledWith(
      { fiscalYear: 2083, paid: 100_050, extra: 0 },
      expect.anything(),
    );
  });
});
