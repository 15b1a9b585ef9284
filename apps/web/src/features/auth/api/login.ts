import { type AuthResult, authResultSchema, type LoginRequest } from '@aml/contracts';
import { API_MESSAGES, apiRequest } from '../../../lib/api-client';

/** POST api/Authentication/Login. The server appends MAIL_DOMAIN to an email without @ (spec 1 §5). */
export function login(request: LoginRequest): Promise<AuthResult> {
  return apiRequest('/api/Authentication/Login', {
    method: 'POST',
    body: request,
    schema: authResultSchema,
    auth: false,
    badRequestMessage: API_MESSAGES.invalidCredentials,
  });
}
