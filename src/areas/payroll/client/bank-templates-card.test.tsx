/**
 * Bank transfer files (issue 41): hr's templates on the payroll page (added with columns in the order hr puts
 * them, the bank from hr's list), and a locked run's file downloaded by the template hr picks.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { orgChoicesOf } from '../../../client/test/replies';
import type { BankTemplate, RunSchema } from '../contract';
import { BankFileMenu } from './bank-file-menu';
import { BankTemplatesCard } from './bank-templates-card';

const nabil: BankTemplate = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Nabil salaries',
  bank: 'Nabil Bank',
  columns: [
    { key: 'account', header: 'Account No' },
    { key: 'amount', header: 'Amount' },
  ],
  header_row: true,
  total_row: true,
  kind: 'xlsx',
};

describe('bank file templates', () => {
  it('lists the templates, and adds one with its bank and columns in the order hr puts them', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getbanktemplates': { templates: [nabil] },
      '/employee/getorgchoices': orgChoicesOf({
        bank: ['Nabil Bank', 'Himalayan Bank'],
        labels: { bank: { 'Nabil Bank': { ne: 'नबिल बैंक' } } },
      }),
      '/employee/savebanktemplate': (body) => ({ ...nabil, ...(body as object), _id: nabil._id }),
    });
    renderAt(<BankTemplatesCard />);
    expect(await screen.findByText('Nabil salaries')).toBeInTheDocument();
    // What the columns hold, in the reader's words, not the headers hr wrote for the bank.
    expect(screen.getByText('Columns: Bank account · Net pay')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New bank file template' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Himalayan');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Bank$/ }), 'Himalayan Bank');
    // The name column goes first; a narration is added with the run's month in it.
    await user.click(within(dialog).getByRole('button', { name: 'Move column 2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a column' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Narration/ }), 'Salary {{month}');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'File' }), 'csv');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(server.callsTo('/employee/savebanktemplate')).toHaveLength(1));
    expect(server.callsTo('/employee/savebanktemplate')[0]?.body).toEqual({
      name: 'Himalayan',
      bank: 'Himalayan Bank',
      columns: [
        { key: 'name', header: 'Name', text: '' },
        { key: 'account', header: 'Bank account', text: '' },
        { key: 'amount', header: 'Net pay', text: '' },
        { key: 'narration', header: 'Narration', text: 'Salary {month}' },
      ],
      header_row: true,
      total_row: true,
      kind: 'csv',
    });
  });

  it("downloads a locked run's file by the template picked", async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getbanktemplates': { templates: [nabil] },
      '/employee/getorgchoices': orgChoicesOf({ bank: ['Nabil Bank'] }),
      '/employee/exportbankfile': () => new Response(new Blob(['xlsx']), { status: 200 }),
    });
    URL.createObjectURL = () => 'blob:file';
    URL.revokeObjectURL = () => {};
    const run = { _id: '00000000-0000-4000-8000-000000000001', period: '2026-07' } as RunSchema;
    renderAt(<BankFileMenu run={run} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bank transfer file' }));
    await user.click(await screen.findByRole('menuitem', { name: /Nabil salaries · Nabil Bank · XLSX/ }));
    await waitFor(() => expect(server.callsTo('/employee/exportbankfile')).toHaveLength(1));
    expect(server.callsTo('/employee/exportbankfile')[0]?.body).toEqual({
      _id: run._id,
      template_id: nabil._id,
    });
  });
});
