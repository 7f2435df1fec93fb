/** Calls of the leave API for the tests of this folder. */
import { callerOf, type Harness } from '../../../server/test/harness.js';

type Headers = Record<string, string>;

export function leaveApi(h: Harness) {
  const post = callerOf(h);
  return {
    apply: (headers: Headers, payload: object) => post('applyleave', headers, payload),
    /** Applies and returns the stored request's id, failing loudly if the server refused. */
    async applied(headers: Headers, payload: object): Promise<string> {
      const res = await post('applyleave', headers, { leavetype: 'Family visit', ...payload });
      if (res.statusCode !== 201) throw new Error(`applyleave failed: ${res.statusCode} ${res.body}`);
      return res.json().data._id;
    },
    mine: (headers: Headers, payload?: object) => post('getmyleave', headers, payload),
    balance: (headers: Headers, payload?: object) => post('getleavebalance', headers, payload),
    decide: (headers: Headers, payload: object) => post('approveleave', headers, payload),
    cancel: (headers: Headers, payload: object) => post('cancelleave', headers, payload),
    all: (headers: Headers, query = '') =>
      h.app.inject({ method: 'GET', url: `/api/employee/getallleave${query}`, headers }),
  };
}
