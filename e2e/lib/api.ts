/** Calls the real API the way a client does; returns the parsed body and status. */
export async function apiCall<T = any>(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

let counter = 0;
/** A phone number no other test run uses: 99890 + 7 digits from the clock and a counter. */
export function uniquePhone(): string {
  counter += 1;
  const tail = String((Date.now() % 100000) * 100 + (counter % 100))
    .padStart(7, '0')
    .slice(-7);
  return `99890${tail}`;
}
