import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { clearSession, getRefreshToken } from '../../../lib/session';

/** POST api/Authentication/Logout: revokes the refresh token on the server. */
export function logout(): Promise<void> {
  return apiRequest('/api/Authentication/Logout', {
    method: 'POST',
    // Read at send time: if the access token had expired, the retry after the refresh must revoke the new
    // refresh token, not the one the refresh just spent.
    body: () => ({ refreshToken: getRefreshToken() }),
    // Signing out always succeeds for the user; a server that cannot be reached must not keep them in.
    quiet: true,
  });
}

/** Log out: revoke on the server, then forget everything local (spec 1 §9) whatever the server said. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (getRefreshToken()) await logout().catch(() => undefined);
    clearSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
