import { TENANT_MESSAGES } from '@aml/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';

/**
 * GET /api/tenants/{id}/archive (decision 102): the tenant, its screening logs and audit events as a JSON
 * file, saved under the name the server gives (tenant-archive-<id>.json). The server audits each export.
 * Returns the name the file was saved under.
 */
export async function downloadTenantArchive(id: string): Promise<string> {
  const { blob, fileName } = await apiFile(`/api/tenants/${encodeURIComponent(id)}/archive`, {
    failureToast: () => TENANT_MESSAGES.archiveDownloadFailed,
  });
  const name = fileName ?? `tenant-archive-${id}.json`;
  saveBlob(blob, name);
  return name;
}

/** A download is a read, but one the server records: a mutation, so it runs only when asked and shows its progress. */
export function useDownloadTenantArchive() {
  return useMutation({ mutationFn: downloadTenantArchive });
}
