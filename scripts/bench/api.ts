// A call to the running server as a signed-in person (the staged benchmarks: import, payroll).
export async function call<T>(url: string, token: string, route: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${url}/api/employee/${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
