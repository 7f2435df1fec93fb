import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { settingsOf } from '../../../client/test/replies';
import { RuleDialog } from './rule-dialog';

const projectManagers = 'The project managers (else their manager)';

describe('the approval rule dialog', () => {
  it('offers the project managers for timesheets only, and drops them when the kind changes', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getsettings': settingsOf(),
      '/employee/saveapprovalrule': { rules: [] },
    });
    renderAt(<RuleDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog');
    // A leave rule: the server refuses the project managers for it, so they are not offered.
    expect(within(dialog).getByRole('checkbox', { name: 'Their manager' })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: projectManagers })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Requests of kind'), { target: { value: 'timesheet' } });
    const chosen = await within(dialog).findByRole('checkbox', { name: projectManagers });
    fireEvent.click(chosen);
    expect(chosen).toBeChecked();

    // Back to attendance corrections: the project managers go from the choice and from the step.
    fireEvent.change(within(dialog).getByLabelText('Requests of kind'), { target: { value: 'attendance' } });
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: projectManagers })).toBeNull());
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Corrections' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(server.callsTo('/employee/saveapprovalrule')).toHaveLength(1));
    expect(server.callsTo('/employee/saveapprovalrule')[0]?.body).toMatchObject({
      kind: 'attendance',
      steps: [{ approvers: ['manager'], people: [], mode: 'any' }],
    });
  });
});
