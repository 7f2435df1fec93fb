import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../client/lib/session';
import { fakeServer, renderAt } from '../../../client/test/render';
import { meOf } from '../../../client/test/replies';
import { Profile } from './profile-page';

const me = meOf('hr');

describe("a profile's status (issue 44, item 11)", () => {
  it('says when someone still to join joins, instead of Active', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({ '/employee/me': me });
    const user = {
      ...me.user,
      employmentDetails: { ...me.user.employmentDetails, dateOfJoining: '2999-01-05' },
    };
    renderAt(<Profile user={user} currency="NPR" />);
    const status = (await screen.findByText('Status')).nextElementSibling;
    expect(status).toHaveTextContent(/^Joins Jan 5, 2999$/);
  });

  it('says Active once they have joined', async () => {
    saveSession({ token: 't', userId: 'u1' }, false);
    fakeServer({ '/employee/me': me });
    renderAt(<Profile user={me.user} currency="NPR" />);
    expect((await screen.findByText('Status')).nextElementSibling).toHaveTextContent(/^Active$/);
  });
});
