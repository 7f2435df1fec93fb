import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLocale } from '../../../client/lib/i18n';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { CorrectionsCard } from './corrections-card';

function answer() {
  saveSession({ token: 't', userId: '00000000-0000-4000-8000-000000000001' }, false);
  fakeServer({ '/employee/me': meOf('employee'), '/employee/getmyrequests': { requests: [] } });
}

describe('asking for a correction (issue 44, item 7)', () => {
  it('picks its day with the app’s picker, whose month and year selects jump, not the browser’s mm/dd/yyyy box', async () => {
    answer();
    renderAt(<CorrectionsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const dialog = await screen.findByRole('dialog');
    const day = within(dialog).getByLabelText(/^Day/);
    expect(day.tagName).toBe('BUTTON');
    expect(dialog.querySelector('input[type="date"]')).toBeNull();
    fireEvent.click(day);
    const picker = await screen.findByRole('dialog', { name: 'Choose a date' });
    const year = within(picker).getByRole('combobox', { name: 'Year' });
    const month = within(picker).getByRole('combobox', { name: 'Month' });
    fireEvent.change(year, { target: { value: '2025' } });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Month' }), { target: { value: '2' } });
    expect(month).toBeInTheDocument();
    fireEvent.click(within(picker).getByRole('button', { name: /^14 March 2025/ }));
    expect(await within(dialog).findByText('March 14th, 2025')).toBeInTheDocument();
  });

  it('to a BS reader, a BS grid that a year select or Shift+Page Down moves a year at a time', async () => {
    await applyLocale({ language: 'ne', calendar: 'bs', digits: 'devanagari' });
    try {
      answer();
      renderAt(<CorrectionsCard />);
      fireEvent.click(await screen.findByRole('button', { name: 'सच्याइ माग्नुहोस्' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByLabelText(/^दिन/));
      const picker = await screen.findByRole('dialog', { name: 'मिति छान्नुहोस्' });
      const year = within(picker).getByRole('combobox', { name: 'वर्ष' }) as HTMLSelectElement;
      const shown = Number(year.value);
      fireEvent.change(year, { target: { value: String(shown - 1) } });
      expect(within(picker).getByRole('table')).toHaveAccessibleName(
        new RegExp(`${shown - 1}`.replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)] as string)),
      );
      const focused = within(within(picker).getByRole('table'))
        .getAllByRole('button')
        .find((b) => b.tabIndex === 0) as HTMLElement;
      fireEvent.keyDown(focused, { key: 'PageDown', shiftKey: true });
      expect(year.value).toBe(String(shown));
      fireEvent.change(within(picker).getByRole('combobox', { name: 'महिना' }), { target: { value: '1' } });
      expect(within(picker).getByRole('table')).toHaveAccessibleName(/^बैशाख/);
    } finally {
      await applyLocale({ language: 'en', calendar: 'gregorian', digits: 'latin' });
    }
  });
});
