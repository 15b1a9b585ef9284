import { DPMSR_PATHS, type DpmsrXmlProblem, dpmsrXmlRefusalSchema, ERROR_CODES } from '@aml/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/files';
import { dpmsrQueryKey } from './get-dpmsr-reports';

/** Why the server built no file: the fields to complete, or the not-eligible text (spec 3 §8). */
export type XmlRefusal =
  | { kind: 'incomplete'; message: string; problems: DpmsrXmlProblem[] }
  | { kind: 'not-eligible'; message: string };

/** The refusal a failed generation carries (422), or null for any other failure. */
export function xmlRefusalOf(error: unknown): XmlRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = dpmsrXmlRefusalSchema.safeParse(error.body);
  if (!body.success) return null;
  if (body.data.code === ERROR_CODES.dpmsrNotEligible) return { kind: 'not-eligible', message: body.data.message };
  if (body.data.code === ERROR_CODES.dpmsrIncomplete) {
    return { kind: 'incomplete', message: body.data.message, problems: body.data.problems ?? [] };
  }
  return null;
}

/**
 * POST /api/Dpmsr/{id}/xml (decision 114): the server builds the goAML file with packages/goaml, records its
 * SHA-256 in the audit trail and answers it as a download named by spec 3 §9's pattern; the browser saves
 * exactly those bytes. A 422 names the fields to complete (xmlRefusalOf); the screen presents it, so 422 is quiet.
 */
export async function generateDpmsrXml(id: string): Promise<string> {
  const { blob, fileName } = await apiFile(DPMSR_PATHS.xml(id), { method: 'POST', quiet: [422] });
  const saved = fileName ?? `DPMSR-${id}.xml`;
  saveBlob(blob, saved);
  return saved;
}

export function useGenerateDpmsrXml() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDpmsrXml,
    // The report's last generated file (lastXml) changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dpmsrQueryKey }),
  });
}
