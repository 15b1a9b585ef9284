// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test-support/fake-tokens';

vi.mock('../../../lib/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { toastError } = await import('../../../lib/toast');
const { changePassword, changePasswordErrorMessage } = await import('./change-password');

const REQUEST = { email: 'mlro@demo.test', currentPassword: 'Old-pass1', newPassword: 'New-pass1' };

async function failureFor(respond: () => Promise<Response>): Promise<string | null> {
  vi.stubGlobal('fetch', vi.fn(respond));
  try {
    await changePassword(REQUEST);
  } catch (error) {
    return changePasswordErrorMessage(error);
  }
  throw new Error('expected the change to fail');
}

afterEach(() => vi.unstubAllGlobals());

describe('change password messages (spec 1 §8)', () => {
  it('joins the server errors of a 400 with commas, without a toast', async () => {
    const message = await failureFor(async () =>
      jsonResponse(400, {
        result: false,
        errors: ['Current password is incorrect', 'Password reused'],
        code: 'X',
        message: 'X',
      }),
    );
    expect(message).toBe('Current password is incorrect, Password reused');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('says An unexpected error occurred for another status', async () => {
    expect(await failureFor(async () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }))).toBe(
      'An unexpected error occurred',
    );
  });

  it('says An unexpected error occurred. Please try again. when the call itself fails', async () => {
    expect(await failureFor(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('says Error for a refusal without reasons', async () => {
    expect(await failureFor(async () => jsonResponse(200, { result: false, errors: [] }))).toBe('Error');
  });

  it('sends email, current and new password and succeeds on 200', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(200, { result: true, errors: [] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await changePassword(REQUEST);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/Authentication/ChangePassword');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(REQUEST);
  });
});
