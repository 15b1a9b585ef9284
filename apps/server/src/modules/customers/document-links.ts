import type { TokenService } from '../../lib/tokens';

/** Spec 2 §3.7 sasUrl: a download link that works without a session for this long, then never again. */
export const DOCUMENT_LINK_TTL_SECONDS = 10 * 60;

const PURPOSE = 'customer-document';

export interface DocumentLinkTarget {
  tenantId: string;
  documentId: string;
}

/** A short-lived signed link to one document of one tenant (HMAC over tenant, document and expiry). */
export function documentLink(tokens: TokenService, target: DocumentLinkTarget, now = Date.now()): string {
  const expires = String(Math.floor(now / 1000) + DOCUMENT_LINK_TTL_SECONDS);
  const signature = tokens.signLink([PURPOSE, target.tenantId, target.documentId, expires]);
  const query = new URLSearchParams({ tenant: target.tenantId, expires, signature });
  return `/api/documents/${target.documentId}/download?${query.toString()}`;
}

/** The target of a link if its signature holds and it has not expired; null otherwise (answered 404). */
export function verifyDocumentLink(
  tokens: TokenService,
  link: { documentId: string; tenant: string; expires: string; signature: string },
  now = Date.now(),
): DocumentLinkTarget | null {
  if (!/^\d{1,12}$/.test(link.expires) || Number(link.expires) * 1000 < now) return null;
  if (!tokens.verifyLink([PURPOSE, link.tenant, link.documentId, link.expires], link.signature)) return null;
  return { tenantId: link.tenant, documentId: link.documentId };
}
