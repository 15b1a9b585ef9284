// @vitest-environment happy-dom
import { STORAGE_KEYS } from '@aml/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeAccessToken, jsonResponse } from '../test-support/fake-tokens';

vi.mock('./toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { toastError } = await import('./toast');
const { API_MESSAGES, apiRequest, configureApiClient, SessionEndedError } = await import('./api-client');

const REFRESH = '/api/Authentication/RefreshToken';
const OLD_TOKEN = fakeAccessToken({ exp: 1 });
const NEW_TOKEN = fakeAccessToken({ name: 'Refreshed' });
const echo = z.object({ path: z.string() });

type FetchHandler = (path: string, init: RequestInit) => Promise<Response> | Response;

function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => handler(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bearerOf = (init: RequestInit) => new Headers(init.headers).get('Authorization');
const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path);

/** Answers 200 to the new token and 401 to anything else, like the server after a token expired. */
function protectedEndpoint(path: string, init: RequestInit) {
  return bearerOf(init) === `Bearer ${NEW_TOKEN}`
    ? jsonResponse(200, { path })
    : jsonResponse(401, {
        code: 'UNAUTHENTICATED',
        message: 'Token expired',
      });
}

const onSessionEnded = vi.fn();

beforeEach(() => {
  localStorage.clear();
  vi.mocked(toastError).mockClear();
  onSessionEnded.mockClear();
  configureApiClient({ onSessionEnded });
  localStorage.setItem(STORAGE_KEYS.token, OLD_TOKEN);
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('token refresh (spec 1 §4)', () => {
  it('refreshes exactly once for concurrent 401s and retries every request with the new token', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const fetchMock = mockFetch(async (path, init) => {
      if (path === REFRESH) {
        await refreshGate;
        return jsonResponse(200, { result: true, token: NEW_TOKEN, refreshToken: 'refresh-2', errors: [] });
      }
      return protectedEndpoint(path, init);
    });

    const paths = ['/api/a', '/api/b', '/api/c'];
    const answers = Promise.all(paths.map((path) => apiRequest(path, { schema: echo })));
    // All three must have been turned away before the single refresh completes.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => bearerOf(init ?? {}) === `Bearer ${OLD_TOKEN}`)).toHaveLength(3),
    );
    releaseRefresh();

    expect(await answers).toEqual(paths.map((path) => ({ path })));
    expect(callsTo(fetchMock, REFRESH)).toHaveLength(1);
    expect(JSON.parse(String(callsTo(fetchMock, REFRESH)[0]?.[1]?.body))).toEqual({
      token: OLD_TOKEN,
      refreshToken: 'refresh-1',
    });
    for (const path of paths) {
      expect(callsTo(fetchMock, path).map(([, init]) => bearerOf(init ?? {}))).toEqual([
        `Bearer ${OLD_TOKEN}`,
        `Bearer ${NEW_TOKEN}`,
      ]);
    }
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(NEW_TOKEN);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('does not refresh again for a 401 that arrives after the refresh already finished', async () => {
    let releaseLate: () => void = () => undefined;
    const lateGate = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    const fetchMock = mockFetch(async (path, init) => {
      if (path === REFRESH) {
        return jsonResponse(200, { result: true, token: NEW_TOKEN, refreshToken: 'refresh-2', errors: [] });
      }
      if (path === '/api/late' && bearerOf(init) === `Bearer ${OLD_TOKEN}`) await lateGate;
      return protectedEndpoint(path, init);
    });

    const late = apiRequest('/api/late', { schema: echo });
    await apiRequest('/api/first', { schema: echo });
    releaseLate();

    expect(await late).toEqual({ path: '/api/late' });
    expect(callsTo(fetchMock, REFRESH)).toHaveLength(1);
  });

  it('sends a function body again on the retry, so it can carry the rotated refresh token', async () => {
    const fetchMock = mockFetch((path, init) => {
      if (path === REFRESH) {
        return jsonResponse(200, { result: true, token: NEW_TOKEN, refreshToken: 'refresh-2', errors: [] });
      }
      return bearerOf(init) === `Bearer ${NEW_TOKEN}` ? new Response(null, { status: 204 }) : jsonResponse(401);
    });

    await apiRequest('/api/Authentication/Logout', {
      method: 'POST',
      body: () => ({ refreshToken: localStorage.getItem(STORAGE_KEYS.refreshToken) }),
    });

    const bodies = callsTo(fetchMock, '/api/Authentication/Logout').map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([{ refreshToken: 'refresh-1' }, { refreshToken: 'refresh-2' }]);
  });

  it('uses the pair another tab stored when that tab exchanged the same refresh token first (decision 104)', async () => {
    const fetchMock = mockFetch((path, init) => {
      if (path !== REFRESH) return protectedEndpoint(path, init);
      // Another tab won the exchange a moment ago and stored its pair; this tab's attempt is refused.
      localStorage.setItem(STORAGE_KEYS.token, NEW_TOKEN);
      localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-2');
      return jsonResponse(400, { result: false, token: null, refreshToken: null, errors: ['Session ended'] });
    });

    await expect(apiRequest('/api/a', { schema: echo })).resolves.toBeDefined();
    expect(callsTo(fetchMock, REFRESH)).toHaveLength(1);
    expect(toastError).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('on a refused refresh clears the session, shows the errors joined by commas and ends the session', async () => {
    localStorage.setItem(STORAGE_KEYS.superUser, 'false');
    localStorage.setItem(STORAGE_KEYS.clientRole, 'MLRO');
    localStorage.setItem(STORAGE_KEYS.tenantDetails, 'e30=');
    localStorage.setItem(STORAGE_KEYS.corporateBatchOnboardState, '{}');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    const fetchMock = mockFetch((path, init) =>
      path === REFRESH
        ? jsonResponse(400, {
            result: false,
            token: null,
            refreshToken: null,
            errors: ['Token reused', 'Family revoked'],
          })
        : protectedEndpoint(path, init),
    );

    const results = await Promise.allSettled([
      apiRequest('/api/a', { schema: echo }),
      apiRequest('/api/b', { schema: echo }),
    ]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(result.status === 'rejected' && result.reason).toBeInstanceOf(SessionEndedError);
    }
    expect(callsTo(fetchMock, REFRESH)).toHaveLength(1);
    expect(vi.mocked(toastError).mock.calls).toEqual([['Token reused, Family revoked']]);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    for (const key of [
      'token',
      'refreshToken',
      'superUser',
      'clientRole',
      'tenantDetails',
      'corporateBatchOnboardState',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    // Preferences are not part of the session.
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });

  it.each([
    {
      name: 'no saved tokens',
      setup: () => localStorage.removeItem(STORAGE_KEYS.refreshToken),
      refresh: () => jsonResponse(200, {}),
      message: 'Session expired. Please log in again.',
    },
    {
      name: 'a successful answer without new tokens',
      setup: () => undefined,
      refresh: () => jsonResponse(200, { result: true, token: null, refreshToken: null, errors: [] }),
      message: 'Failed to refresh tokens. Please log in again.',
    },
    {
      name: 'an unreachable server',
      setup: () => undefined,
      refresh: () => Promise.reject(new TypeError('Failed to fetch')),
      message: 'Error refreshing token',
    },
  ])('ends the session with the spec message on $name', async ({ setup, refresh, message }) => {
    setup();
    mockFetch((path, init) => (path === REFRESH ? refresh() : protectedEndpoint(path, init)));

    await expect(apiRequest('/api/a', { schema: echo })).rejects.toBeInstanceOf(SessionEndedError);

    expect(vi.mocked(toastError).mock.calls).toEqual([[message]]);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('error policy (spec 1 §7, §8)', () => {
  it('retries a read answered 500 once', async () => {
    localStorage.setItem(STORAGE_KEYS.token, NEW_TOKEN);
    let calls = 0;
    mockFetch(() =>
      ++calls === 1 ? jsonResponse(500, { code: 'INTERNAL', message: 'x' }) : jsonResponse(200, { path: 'ok' }),
    );

    expect(await apiRequest('/api/a', { schema: echo })).toEqual({ path: 'ok' });
    expect(calls).toBe(2);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('does not retry a write answered 500 and says Something went wrong.', async () => {
    localStorage.setItem(STORAGE_KEYS.token, NEW_TOKEN);
    const fetchMock = mockFetch(() => jsonResponse(500, { code: 'INTERNAL', message: 'Internal error' }));

    await expect(apiRequest('/api/a', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(vi.mocked(toastError).mock.calls).toEqual([[API_MESSAGES.generic]]);
  });

  it('toasts Invalid Credentials for the sign-in 400 and sends no bearer token', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(400, {
        result: false,
        token: null,
        refreshToken: null,
        errors: ['Invalid Credentials'],
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid Credentials',
      }),
    );

    await expect(
      apiRequest('/api/Authentication/Login', {
        method: 'POST',
        body: {},
        auth: false,
        badRequestMessage: API_MESSAGES.invalidCredentials,
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(bearerOf(fetchMock.mock.calls[0]?.[1] ?? {})).toBeNull();
    expect(vi.mocked(toastError).mock.calls).toEqual([['Invalid Credentials']]);
  });

  it('toasts the connection message when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiRequest('/api/a', { schema: echo })).rejects.toMatchObject({ status: 0 });
    expect(vi.mocked(toastError).mock.calls).toEqual([['Unable to connect, Please try again later']]);
  });

  it('leaves the statuses a screen handles itself to that screen', async () => {
    localStorage.setItem(STORAGE_KEYS.token, NEW_TOKEN);
    mockFetch(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'No wallpaper' }));

    await expect(apiRequest('/api/a', { schema: echo, quiet: [404] })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('rejects an answer that does not match the contract', async () => {
    localStorage.setItem(STORAGE_KEYS.token, NEW_TOKEN);
    mockFetch(() => jsonResponse(200, { unexpected: true }));

    await expect(apiRequest('/api/a', { schema: echo })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(vi.mocked(toastError).mock.calls).toEqual([[API_MESSAGES.generic]]);
  });
});
