import { describe, expect, it } from 'vitest';
import { actorOf, callerOf, setupHarness } from '../../../server/test/harness.js';
import { toBs } from '../../../shared/bs.js';
import { localDate } from '../../../shared/calendar.js';
import { en } from '../../../shared/i18n/en.js';
import { ne } from '../../../shared/i18n/ne.js';

const h = setupHarness();
const call = callerOf(h);

describe('a person’s language, calendar and digits (rules §9)', () => {
  it('are saved for the caller only, follow them to any session, and return to the default with null', async () => {
    const anita = await actorOf(h, 'employee');
    const colleague = await actorOf(h, 'employee');
    const saved = await call('updatepreferences', anita.headers, { language: 'ne', calendar: 'bs' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'ne', calendar: 'bs', digits: null, shareContact: false });

    expect((await call('me', anita.headers)).json().preferences).toEqual({
      language: 'ne',
      calendar: 'bs',
      digits: null,
      shareContact: false,
    });
    expect((await call('me', colleague.headers)).json().preferences).toEqual({
      language: null,
      calendar: null,
      digits: null,
      shareContact: false,
    });

    // Only what is sent changes; null gives a choice back to the organisation.
    const cleared = await call('updatepreferences', anita.headers, { language: null, digits: 'latin' });
    expect(cleared.json()).toEqual({ language: null, calendar: 'bs', digits: 'latin', shareContact: false });
    expect((await call('updatepreferences', anita.headers, {})).json()).toEqual(cleared.json());
  });

  it('refuses what is not a language, a calendar or a known field, changing nothing', async () => {
    const { headers } = await actorOf(h, 'employee');
    await call('updatepreferences', headers, { language: 'ne' });
    for (const body of [{ language: 'fr' }, { calendar: 'lunar' }, { digits: 'roman' }, { theme: 'dark' }]) {
      const res = await call('updatepreferences', headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/must be one of|Unrecognized key/);
    }
    expect((await call('me', headers)).json().preferences.language).toBe('ne');
  });
});

describe('exports in the reader’s language and calendar (rules §9)', () => {
  it('write the CSV headers, statuses and dates as the person reads them; English by default', async () => {
    const hr = await actorOf(h, 'hr');
    const english = (await call('exportemployees', hr.headers, { q: 'nobody-matches-this' })).body;
    expect(english.replace('\uFEFF', '').split('\r\n')[0]).toBe(
      'ID,First Name,Last Name,Email,Designation,Contact,Salary,Status,Department,Date of Joining,Manager',
    );
    await call('updatepreferences', hr.headers, { language: 'ne', calendar: 'bs' });
    const nepali = (await call('exportemployees', hr.headers, { q: 'nobody-matches-this' })).body;
    expect(nepali.replace('\uFEFF', '').split('\r\n')[0]).toBe(
      'परिचय नम्बर,पहिलो नाम,थर,इमेल,पद,सम्पर्क,तलब,अवस्था,विभाग,काममा लागेको मिति,सुपरिवेक्षक',
    );
    // Today, when the hr person just made is employed: at least their own row, dated in BS.
    const today = localDate(new Date(), 'Asia/Kathmandu');
    const day = (await call('exportattendance', hr.headers, { date: today })).body;
    const [header, first] = day.replace('\uFEFF', '').split('\r\n');
    expect(header?.startsWith('मिति,कर्मचारी परिचय नम्बर,नाम')).toBe(true);
    const bs = toBs(today)!;
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(first).toMatch(new RegExp(`^${bs.year}-${pad(bs.month)}-${pad(bs.day)},`));
  });
});

describe('error replies (rules §9)', () => {
  it('carry the stable code of the catalogue sentence they say, with what varies in it', async () => {
    const { headers } = await actorOf(h, 'hr');
    const res = await call('updatesettings', headers, { workStart: '25:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Work start must be a time as HH:MM',
      code: 'field_time',
      params: { field: 'Work start' },
      field: 'workStart',
    });
    // The client says it in Nepali from the code and its params, with no English left but the field's name.
    expect(ne.errors.field_time.replace('{{field, field}}', 'Work start')).toBe(
      'Work start HH:MM ढाँचाको समय हुनुपर्छ',
    );

    const wrong = await h.app.inject({
      method: 'POST',
      url: '/api/employee/login',
      payload: { email: 'nobody@test.example', password: 'not-it' },
    });
    expect(wrong.json()).toMatchObject({ message: en.errors.invalid_login, code: 'invalid_login' });
  });

  it('keep a status code when no catalogue sentence fits, so the client shows the server’s own words', async () => {
    const { headers } = await actorOf(h, 'employee');
    const res = await call('getsettings', headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'no_permission' });
    const missing = await h.app.inject({ method: 'GET', url: '/api/nothing-here', headers });
    expect(missing.json()).toMatchObject({ message: 'Not found: GET /api/nothing-here', code: 'not_found' });
    expect(Object.keys(en.errors)).not.toContain('not_found');
  });
});
