import { type TenantFormInput, type TenantSaveResult, tenantSaveResultSchema } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest } from '../../../lib/api-client';
import { tenantsQueryKey } from './get-tenants';

export interface SaveTenantInput {
  body: TenantFormInput;
  /** The spec 1 §8 message for this kind of save ('Failed to save tenant', 'Failed to add user' …). */
  failureMessage: string;
}

/**
 * POST /api/TenantUser/register-tenant-user (no id) or PUT /api/TenantUser/update-tenant-user/{id}: the
 * tenant with its whole users list (spec 1 §7); a user with an empty id is new. The server validates
 * with the same schema as the form, so a 400 lands on the form's fields.
 */
export function saveTenant({ body, failureMessage }: SaveTenantInput): Promise<TenantSaveResult> {
  const failureToast = (_error: ApiError) => failureMessage;
  if (!body.id) {
    return apiRequest('/api/TenantUser/register-tenant-user', {
      method: 'POST',
      body,
      schema: tenantSaveResultSchema,
      failureToast,
    });
  }
  return apiRequest(`/api/TenantUser/update-tenant-user/${encodeURIComponent(body.id)}`, {
    method: 'PUT',
    body,
    schema: tenantSaveResultSchema,
    failureToast,
  });
}

export function useSaveTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
