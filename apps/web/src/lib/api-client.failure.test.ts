import { describe, expect, it } from 'vitest';
import { API_MESSAGES, ApiError, failureMessage, SessionEndedError, serverMessageOr } from './api-client';

describe('failureToast and serverMessageOr (spec 1 §8 screen catalogues)', () => {
  const saveFailed = serverMessageOr('Failed to save blog');

  it("shows the server's message of a 4xx, the screen's wording otherwise", () => {
    expect(failureMessage(new ApiError(400, 'VALIDATION', 'Title is required', {}), { failureToast: saveFailed })).toBe(
      'Title is required',
    );
    expect(
      failureMessage(new ApiError(500, 'INTERNAL', 'Something went wrong.', {}), { failureToast: saveFailed }),
    ).toBe('Failed to save blog');
    expect(failureMessage(new ApiError(502, 'HTTP_502', 'Bad Gateway'), { failureToast: saveFailed })).toBe(
      'Failed to save blog',
    );
  });

  it('keeps the network message, quiet statuses and ended sessions', () => {
    expect(failureMessage(new ApiError(0, 'NETWORK', API_MESSAGES.network), { failureToast: saveFailed })).toBe(
      API_MESSAGES.network,
    );
    expect(
      failureMessage(new ApiError(403, 'FORBIDDEN', 'x', {}), { failureToast: saveFailed, quiet: [403] }),
    ).toBeNull();
    expect(failureMessage(new SessionEndedError('gone'), { failureToast: saveFailed })).toBeNull();
  });
});
