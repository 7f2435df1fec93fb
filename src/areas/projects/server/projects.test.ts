import { describe, expect, it } from 'vitest';
import { actorOf, callerOf, setupHarness, unique } from '../../../server/test/harness.js';
import { insertProject, projectCode } from './time-test-data.js';

const h = setupHarness();
const post = callerOf(h);

describe('clients and projects', () => {
  it('are made by hr with unique codes and names, and dates in order', async () => {
    const hr = await actorOf(h, 'hr');
    const name = `Acme ${unique()}`;
    const client = await post('saveprojectclient', hr.headers, { name });
    expect(client.statusCode, client.body).toBe(200);
    const again = await post('saveprojectclient', hr.headers, { name: name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'project_client_taken', field: 'name' });

    const code = projectCode();
    const body = {
      code,
      name: 'Website',
      client_id: client.json().client._id,
      start_date: '2026-01-01',
      budget_minutes: 6000,
    };
    const project = await post('saveproject', hr.headers, body);
    expect(project.statusCode, project.body).toBe(200);
    expect(project.json().project).toMatchObject({ code, billable: true, status: 'active', has_time: false });
    const twin = await post('saveproject', hr.headers, { ...body, code: code.toLowerCase() });
    expect(twin.json()).toMatchObject({ code: 'project_code_taken', field: 'code' });
    const backwards = await post('saveproject', hr.headers, {
      ...body,
      code: projectCode(),
      end_date: '2025-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().code).toBe('project_dates');

    const employee = await actorOf(h, 'employee');
    expect((await post('saveproject', employee.headers, { ...body, code: projectCode() })).statusCode).toBe(
      403,
    );
  });

  it('are seen by hr, their manager and their members only', async () => {
    const hr = await actorOf(h, 'hr');
    const manager = await actorOf(h, 'employee');
    const member = await actorOf(h, 'employee');
    const outsider = await actorOf(h, 'employee');
    const p = await insertProject(h.database.db, {
      members: [member.employee.id],
      managerId: manager.employee.id,
    });
    const codes = async (headers: Record<string, string>) =>
      (await post('getprojects', headers, { pageSize: 200 }))
        .json()
        .projects.map((x: { code: string }) => x.code);
    expect(await codes(member.headers)).toEqual([p.code]);
    expect(await codes(manager.headers)).toEqual([p.code]);
    expect(await codes(outsider.headers)).toEqual([]);
    expect(await codes(hr.headers)).toContain(p.code);

    const asMember = await post('getproject', member.headers, { _id: p.id });
    expect(asMember.json().project).toMatchObject({ can: { log: true, manage: false }, member_list: [] });
    const asManager = await post('getproject', manager.headers, { _id: p.id });
    expect(asManager.json().project.member_list.map((m: { _id: string }) => m._id)).toEqual([
      member.employee.id,
    ]);
    expect((await post('getproject', outsider.headers, { _id: p.id })).statusCode).toBe(403);
  });

  it('with time are archived, never deleted; without time deleted', async () => {
    const hr = await actorOf(h, 'hr');
    const person = await actorOf(h, 'employee');
    const empty = await insertProject(h.database.db);
    expect((await post('deleteproject', hr.headers, { _id: empty.id })).statusCode).toBe(200);
    expect((await post('getproject', hr.headers, { _id: empty.id })).statusCode).toBe(404);

    const used = await insertProject(h.database.db, { members: [person.employee.id] });
    const sheet = await post('gettimesheet', person.headers, { week_start: '2031-01-05' });
    const week = sheet.statusCode === 200 ? '2031-01-05' : sheet.json().params.start;
    const saved = await post('savetimesheet', person.headers, {
      week_start: week,
      rows: [
        { project_id: used.id, activity_id: used.activities[0]!.id, cells: [{ date: week, minutes: 30 }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await post('deleteproject', hr.headers, { _id: used.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('project_has_time');
    // Its dates keep around its time.
    const moved = await post('saveproject', hr.headers, {
      _id: used.id,
      code: used.code,
      name: 'Moved',
      start_date: '2032-01-01',
    });
    expect(moved.json()).toMatchObject({ code: 'project_dates_time', params: { date: week } });
    expect((await post('archiveproject', hr.headers, { _id: used.id })).statusCode).toBe(200);
    const detail = (await post('getproject', hr.headers, { _id: used.id })).json().project;
    expect(detail).toMatchObject({ status: 'archived', has_time: true, can: { delete: false } });
  });

  it('have activities unique by name and members added and removed', async () => {
    const hr = await actorOf(h, 'hr');
    const person = await actorOf(h, 'employee');
    const p = await insertProject(h.database.db);
    const added = await post('saveprojectactivity', hr.headers, { project_id: p.id, name: 'Testing' });
    expect(added.statusCode, added.body).toBe(200);
    const twice = await post('saveprojectactivity', hr.headers, { project_id: p.id, name: 'testing' });
    expect(twice.json().code).toBe('project_activity_taken');
    const members = await post('setprojectmembers', hr.headers, {
      project_id: p.id,
      add: [person.employee.id],
    });
    expect(members.json().members.map((m: { _id: string }) => m._id)).toEqual([person.employee.id]);
    const removed = await post('setprojectmembers', hr.headers, {
      project_id: p.id,
      remove: [person.employee.id],
    });
    expect(removed.json().members).toEqual([]);
    const both = await post('setprojectmembers', hr.headers, {
      project_id: p.id,
      add: [person.employee.id],
      remove: [person.employee.id],
    });
    expect(both.json().code).toBe('project_member_twice');
  });
});
