import type { CustomerFile } from '@aml/contracts';
import type { TokenService } from '../../lib/tokens';
import { documentLink } from './document-links';
import type { DocumentMeta } from './documents.repo';

/** Spec 2 §3.1 customerId: a readable number per kind ("IND-000042", "CORP-000007"). */
export const customerNumberLabel = (prefix: 'IND' | 'CORP', n: number) => `${prefix}-${String(n).padStart(6, '0')}`;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Columns both kinds share, as the answers spell them (customerBase of @aml/contracts customers.ts). */
export function customerBaseWire(
  row: {
    status: string;
    pendingReason: string | null;
    riskScore: number | null;
    riskLabel: string | null;
    riskDetails: string | null;
    needsOngoingScreening: boolean;
    monitoringEnabledAt: Date | null;
    fuzzyLevel: string;
    createdBy: string | null;
    createdByEmail: string | null;
    createdAt: Date;
    updatedAt: Date;
    lastScreenedAt: Date | null;
    deletedAt: Date | null;
  },
  remarks: string,
) {
  return {
    status: row.status,
    pendingReason: row.pendingReason,
    riskScore: row.riskScore,
    riskLabel: row.riskLabel,
    riskDetails: row.riskDetails,
    needsOnGoingScreening: row.needsOngoingScreening,
    onGoingScreeningEnabledAt: iso(row.monitoringEnabledAt),
    fuzzyLevel: row.fuzzyLevel,
    remarks,
    onBoardedBy: row.createdByEmail,
    tenantUserId: row.createdBy,
    createdDate: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
    lastScreenedAt: iso(row.lastScreenedAt),
    isDeleted: row.deletedAt !== null,
    deletedAt: iso(row.deletedAt),
  };
}

/** Stored documents with fresh signed links (spec 2 §3.7 sasUrl). */
export function filesWire(tokens: TokenService, tenantId: string, documents: readonly DocumentMeta[]): CustomerFile[] {
  return documents.map((doc) => ({
    id: doc.id,
    filename: doc.filename,
    sasUrl: documentLink(tokens, { tenantId, documentId: doc.id }),
    contentType: doc.contentType,
    size: doc.size,
    sha256: doc.sha256,
    uploadedAt: doc.uploadedAt.toISOString(),
  }));
}
