import { CHANGE_PASSWORD_MESSAGES, type ChangePasswordRequest, changePasswordResultSchema } from '@aml/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, SessionEndedError } from '../../../lib/api-client';

/** A 200 whose result is false. */
export class ChangePasswordRejected extends Error {
  readonly errors: readonly string[];
  constructor(errors: readonly string[]) {
    super(errors.join(', '));
    this.name = 'ChangePasswordRejected';
    this.errors = errors;
  }
}

/** POST api/Authentication/ChangePassword. The screen shows its own error catalogue, so no toast here. */
export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  const answer = await apiRequest('/api/Authentication/ChangePassword', {
    method: 'POST',
    body: request,
    schema: changePasswordResultSchema,
    quiet: true,
  });
  if (!answer.result) throw new ChangePasswordRejected(answer.errors);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/**
 * Spec 1 §8 "Change password": the text of the red alert for a failure, or null when the session
 * ended (the user has been told and is on the way to /login).
 */
export function changePasswordErrorMessage(error: unknown): string | null {
  if (error instanceof SessionEndedError) return null;
  if (error instanceof ChangePasswordRejected) return error.message || CHANGE_PASSWORD_MESSAGES.other;
  if (!(error instanceof ApiError)) return CHANGE_PASSWORD_MESSAGES.exception;
  if (error.status === 0) return CHANGE_PASSWORD_MESSAGES.exception;
  if (error.status !== 400) return CHANGE_PASSWORD_MESSAGES.nonOk;
  const answer = changePasswordResultSchema.safeParse(error.body);
  if (answer.success && answer.data.errors.length > 0) return answer.data.errors.join(', ');
  if (error.issues?.length) return error.issues.map((issue) => issue.message).join(', ');
  return error.message || CHANGE_PASSWORD_MESSAGES.other;
}
