import { utf8ToBase64 } from '../lib/base64';

const base64Url = (text: string) => utf8ToBase64(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT-shaped string: the browser never verifies signatures, so tests need none. */
/** Claims are loosely typed on purpose: tests also build tokens the contract rejects (unknown role). */
export function fakeAccessToken(claims: Record<string, unknown> = {}): string {
  const payload = {
    sub: 'user-1',
    role: 'ClientUser',
    name: 'Mariam Al Falasi',
    email: 'mlro@demo.test',
    tenantId: 'tenant-1',
    exp: Math.floor(Date.now() / 1000) + 900,
    ...claims,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
