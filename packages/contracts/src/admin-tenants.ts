import { z } from 'zod';
import type { TenantFormInput } from './schemas/tenant-form';
import { type Tenant, tenantSchema } from './tenant';

/** Spec 1 §8 "Tenants", verbatim. */
export const TENANT_MESSAGES = {
  fetchFailed: 'Failed to fetch tenants',
  saveFailed: 'Failed to save tenant',
  updated: 'Tenant updated successfully',
  added: 'New tenant added successfully',
  deleted: 'Tenant deleted successfully',
  deleteFailed: 'Failed to delete tenant',
  hardDeleted: 'Tenant permanently deleted',
  forbidden: 'You do not have permission to perform this action',
  hardDeleteFailed: 'Failed to permanently delete tenant',
  userStatusUpdated: 'User status updated',
  userStatusFailed: 'Failed to update user status',
  userAdded: 'User added successfully',
  userAddFailed: 'Failed to add user',
  userUpdated: 'User updated successfully',
  userUpdateFailed: 'Failed to update user',
  userNotFound: 'User not found',
  userFields: 'Please fill in all required fields.',
  /** Ours: the spec has no wording for an email that another account already uses. */
  emailTaken: 'A user with this email already exists',
  /** Ours: the spec has no password reset by the administrator (decision 090). */
  passwordReset: 'Password reset successfully',
  passwordResetFailed: 'Failed to reset password',
  /** Ours: the spec has no way back for a soft-deleted tenant (issue 10, decision 105). */
  restored: 'Tenant restored successfully',
  restoreFailed: 'Failed to restore tenant',
  /** Ours: the spec has no archive of hard-deleted tenants (issue 10, decision 102). */
  archivesFetchFailed: 'Failed to fetch archived tenants',
  archiveDownloadFailed: 'Failed to download tenant archive',
  archiveDownloaded: 'Tenant archive downloaded',
} as const;

/** Answer of GET /api/TenantUser/tenant-users: the live (not soft-deleted) tenants with their users. */
export const tenantListSchema = z.array(tenantSchema);
export type TenantList = z.infer<typeof tenantListSchema>;

/**
 * Answer of GET /api/TenantUser/deleted-tenant-users (ours, decision 105): the soft-deleted tenants, so
 * that the super user can see and restore them; deletedDate is when the soft delete happened.
 */
export const deletedTenantSchema = tenantSchema.extend({ deletedDate: z.string() });
export type DeletedTenant = z.infer<typeof deletedTenantSchema>;
export const deletedTenantListSchema = z.array(deletedTenantSchema);

/**
 * A password the server generated, for a new user or for a user whose password was reset, returned once
 * in the answer of that save (never stored in clear, never shown again).
 */
export const issuedCredentialSchema = z.object({ userId: z.string(), email: z.string(), password: z.string() });
export type IssuedCredential = z.infer<typeof issuedCredentialSchema>;

/**
 * Answer of POST register-tenant-user and PUT update-tenant-user/{id} (spec 1 §7 "response shape not
 * shown"): the saved tenant and the generated passwords of users created or reset by this save.
 */
export const tenantSaveResultSchema = z.object({
  tenant: tenantSchema,
  issuedCredentials: z.array(issuedCredentialSchema),
});
export type TenantSaveResult = z.infer<typeof tenantSaveResultSchema>;

/** Answer of the soft and hard delete calls ("success or failure"). */
export const deleteResultSchema = z.object({ success: z.literal(true) });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

/** UAE AML law: records are kept at least five years; a tenant's archive is purged five years after it was made. */
export const RECORD_RETENTION_YEARS = 5;

/** One retained archive (a hard-deleted tenant) as GET /api/tenants/archives lists it (ours, decision 102). */
export const tenantArchiveSummarySchema = z.object({
  id: z.string(),
  clientName: z.string(),
  email: z.string(),
  /** How an inspector names a company; kept in the archive with the rest of the tenant row. */
  tradeLicenseNumber: z.string().nullable(),
  archivedAt: z.string(),
  retainedUntil: z.string(),
});
export const tenantArchiveListSchema = z.array(tenantArchiveSummarySchema);
export type TenantArchiveSummary = z.infer<typeof tenantArchiveSummarySchema>;

/**
 * Answer of GET /api/tenants/{id}/archive (ours, decision 102): everything the platform keeps of a
 * tenant's compliance records, as a JSON download for the super user (an inspector's request, the
 * tenant's own copy on leaving). `retainedUntil` is when the retention purge may remove the archive.
 */
export const tenantArchiveSchema = z.object({
  exportedAt: z.string(),
  retention: z.object({
    archivedAt: z.string().nullable(),
    retainedUntil: z.string().nullable(),
  }),
  tenant: tenantSchema.omit({ users: true }).extend({
    deletedAt: z.string().nullable(),
    archivedAt: z.string().nullable(),
  }),
  screeningLogs: z.array(
    z.object({
      id: z.string(),
      userId: z.string().nullable(),
      userName: z.string(),
      email: z.string(),
      screeningCount: z.number().int(),
      screeningType: z.string(),
      screeningDate: z.string(),
      listVersions: z.unknown(),
    }),
  ),
  auditEvents: z.array(
    z.object({
      id: z.number().int(),
      occurredAt: z.string(),
      actorId: z.string().nullable(),
      actorEmail: z.string().nullable(),
      action: z.string(),
      entityType: z.string(),
      entityId: z.string().nullable(),
      before: z.unknown(),
      after: z.unknown(),
      ip: z.string().nullable(),
    }),
  ),
  /**
   * The tenant's customers (issue 11) as stored: each row with its registration (`details`), status, risk
   * details and dates; partners (removed ones too); documents by name, type, size and SHA-256 (their
   * content stays in the database and is served to the tenant's staff through signed links); and the
   * false-match memory.
   */
  customers: z.object({
    individuals: z.array(z.record(z.string(), z.unknown())),
    corporates: z.array(z.record(z.string(), z.unknown())),
    partners: z.array(z.record(z.string(), z.unknown())),
    documents: z.array(z.record(z.string(), z.unknown())),
    /** The false matches an MLRO decided (issue 12), superseded ones too. */
    falseMatches: z.array(z.record(z.string(), z.unknown())),
  }),
  /** Every DPMSR report (issue 16), those a user deleted too (marked, never removed). */
  dpmsrReports: z.array(z.record(z.string(), z.unknown())),
  /** Ongoing monitoring (issue 17): the tenant's share of each run, and every alert and note it raised. */
  monitoringRuns: z.array(z.record(z.string(), z.unknown())),
  monitoringAlerts: z.array(z.record(z.string(), z.unknown())),
});
export type TenantArchive = z.infer<typeof tenantArchiveSchema>;

/**
 * A saved tenant as the body of update-tenant-user (spec 1 §7: the whole users list is sent). Used by the
 * edit dialog to fill its form and by the user actions, which change one user and send the rest as saved.
 */
export function tenantToFormInput(tenant: Tenant): TenantFormInput {
  return {
    id: tenant.id,
    clientName: tenant.clientName,
    name: tenant.name ?? '',
    wmsTenantCode: tenant.wmsTenantCode ?? '',
    email: tenant.email,
    expiryDate: tenant.expiryDate ?? '',
    remarks: tenant.remarks ?? '',
    tradeLicenseNumber: tenant.tradeLicenseNumber ?? '',
    address: tenant.address ?? '',
    maxScreeningCount: tenant.maxScreeningCount,
    loadedMaxScreeningCount: tenant.maxScreeningCount,
    givenScreeningCount: tenant.givenScreeningCount ?? 0,
    ongoingMonitoringEnabled: tenant.ongoingMonitoringEnabled,
    ongoingMonitoringCount: tenant.ongoingMonitoringCount,
    users: tenant.users.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      roleId: user.roleId,
      isActive: user.isActive,
    })),
  };
}
