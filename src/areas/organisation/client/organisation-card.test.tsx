import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import type { OrgValue } from '../contract';
import { OrganisationCard } from './organisation-card';

const value = (over: Partial<OrgValue> & Pick<OrgValue, '_id' | 'name'>): OrgValue => ({
  kind: 'department',
  code: null,
  labels: {},
  status: 'active',
  people: 0,
  ...over,
});
const finance = value({ _id: '11111111-1111-4111-8111-111111111111', name: 'Finance', people: 12 });
const typo = value({ _id: '22222222-2222-4222-8222-222222222222', name: 'Reserch & Devlopment', people: 1 });
const old = value({ _id: '33333333-3333-4333-8333-333333333333', name: 'Typing pool', status: 'retired' });
const clerk = value({ _id: '44444444-4444-4444-8444-444444444444', name: 'Clerk', kind: 'designation' });

describe('Settings → Organisation lists', () => {
  it('lists each department with its people, marks the retired one, and shows another list in its tab', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    fakeServer({ '/employee/getorgvalues': { values: [finance, typo, old, clerk] } });
    renderAt(<OrganisationCard />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Finance12 people'),
      expect.stringContaining('Reserch & Devlopment1 person'),
      expect.stringContaining('Typing pool0 peopleRetired'),
    ]);
    expect(within(items[2]!).getByRole('button', { name: 'Restore Typing pool' })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: 'Retire Typing pool' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Designations' }), { button: 0 });
    await waitFor(() => expect(screen.getByText('Clerk')).toBeInTheDocument());
    expect(screen.queryByText('Finance')).toBeNull();
  });

  it('merges the misspelt department into the chosen active one', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getorgvalues': { values: [finance, typo, old] },
      '/employee/mergeorgvalue': { message: 'Merged.' },
    });
    renderAt(<OrganisationCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Merge Reserch & Devlopment' }));
    const dialog = await screen.findByRole('dialog');
    const target = within(dialog).getByLabelText(/Merge into/) as HTMLSelectElement;
    // Only the list's other active values can be chosen.
    expect([...target.options].map((o) => o.textContent)).toEqual(['Choose a value', 'Finance']);
    fireEvent.change(target, { target: { value: finance._id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(server.callsTo('/employee/mergeorgvalue')[0]?.body).toEqual({
        _id: typo._id,
        into: finance._id,
      }),
    );
  });

  it('adds a value and shows the server’s refusal of a name already in the list beside the field', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getorgvalues': { values: [finance] },
      '/employee/addorgvalue': () =>
        Response.json(
          {
            message: 'Department “finance” is already in the list',
            code: 'org_value_name_taken',
            params: { kind: 'department', name: 'finance' },
            field: 'name',
          },
          { status: 409 },
        ),
    });
    renderAt(<OrganisationCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'finance' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Department “finance” is already in the list')).toBeInTheDocument(),
    );
    expect(server.callsTo('/employee/addorgvalue')[0]?.body).toMatchObject({
      kind: 'department',
      name: 'finance',
    });
  });

  it('shows a value’s Nepali name, and sends the one hr gives with the name (issue 44)', async () => {
    saveSession({ token: 't', userId: 'hr' }, false);
    const server = fakeServer({
      '/employee/getorgvalues': { values: [{ ...finance, labels: { ne: 'वित्त' } }] },
      '/employee/addorgvalue': { message: 'Added to the list.' },
      '/employee/renameorgvalue': { message: 'Renamed.' },
    });
    renderAt(<OrganisationCard />);
    const [item] = await screen.findAllByRole('listitem');
    expect(within(item!).getByText('वित्त')).toHaveAttribute('lang', 'ne');

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Survey' } });
    fireEvent.change(within(dialog).getByLabelText(/Nepali name/), { target: { value: ' सर्वेक्षण ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.callsTo('/employee/addorgvalue')[0]?.body).toMatchObject({
        kind: 'department',
        name: 'Survey',
        labels: { ne: 'सर्वेक्षण' },
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Rename Finance' }));
    const rename = await screen.findByRole('dialog');
    expect(within(rename).getByLabelText(/Nepali name/)).toHaveValue('वित्त');
  });
});
