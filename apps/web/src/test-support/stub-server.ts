import { vi } from 'vitest';

export interface Call {
  path: string;
  method: string;
  body: unknown;
}

/** Stubs fetch at the network boundary: `answer` decides each reply; the calls are recorded. */
export function stubServer(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        path: String(input),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** The query parameters of a recorded call, as a plain object. */
export const paramsOf = (call: Call) => Object.fromEntries(new URL(call.path, 'http://app.test').searchParams);
