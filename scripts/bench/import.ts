// The import benchmark (rules §17): 10,000 new employees from one CSV through the running server, as hr does
// it: upload, the dry run, then the import's job, followed until it ends. Each new person reports to one of
// the file's first hundred, who appear at its end (references forward in the file).
import { randomBytes } from 'node:crypto';
import { call } from './api.js';

const HEADER =
  'Employee ID,First name,Last name,Email,Contact number,Address,Designation,Department,Salary,Bank account,Tax ID,SSN,Emergency contact name,Emergency contact relationship,Emergency contact number,Reports to,Date of joining';

export function importCsv(count: number) {
  const tag = randomBytes(3).toString('hex');
  const lines = [HEADER];
  for (let k = count; k >= 1; k--) {
    const manager = k <= 100 ? '' : `BI-${tag}-${(k % 100) + 1}`;
    lines.push(
      `BI-${tag}-${k},Bench${k},Import ${tag},bench-import-${tag}-${k}@example.com,9841${String(k).padStart(6, '0')},"Ward ${k % 32}, Kathmandu",Officer,Dept ${k % 20},${30000 + (k % 50) * 1000},ACC${k},PAN${k},CIT-${k},Ram,Father,9851000000,${manager},2024-01-15`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

export interface ImportFigures {
  rows: number;
  megabytes: number;
  uploadSeconds: number;
  checkSeconds: number;
  importSeconds: number;
  created: number;
  failed: number;
}

export async function benchImport(url: string, token: string, count = 10_000): Promise<ImportFigures> {
  const file = importCsv(count);
  const seconds = (since: number) => (performance.now() - since) / 1000;
  let at = performance.now();
  const form = new FormData();
  form.append('kind', 'employees');
  form.append('file', new Blob([new Uint8Array(file)]), 'bench.csv');
  const res = await fetch(`${url}/api/employee/uploadimport`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`uploadimport: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { id: string; mapping: Record<string, number> } };
  const uploadSeconds = seconds(at);
  const plan = { import_id: data.id, mapping: data.mapping, options: { dateFormat: 'iso' } };
  at = performance.now();
  await call(url, token, 'previewimport', plan);
  const checkSeconds = seconds(at);
  at = performance.now();
  await call(url, token, 'startimport', plan);
  for (;;) {
    const { data: view } = await call<{
      data: {
        status: string;
        created: number;
        result: { created: number; failed: number } | null;
        failure: string | null;
      };
    }>(url, token, 'getimport', { import_id: data.id });
    if (view.status === 'failed') throw new Error(`the import failed: ${view.failure}`);
    if (view.status === 'done')
      return {
        rows: count,
        megabytes: file.length / 1024 / 1024,
        uploadSeconds,
        checkSeconds,
        importSeconds: seconds(at),
        created: view.result!.created,
        failed: view.result!.failed,
      };
    await new Promise((r) => setTimeout(r, 250));
  }
}
