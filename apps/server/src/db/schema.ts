import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Binary content (images) kept in the database so that instances share it and nothing lives on local disk. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Key-value settings owned by the platform (e.g. the generated JWT secret in external-database mode). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A tenant is a regulated business (spec 1 §3 Tenant). The five profile address fields keep the
 * spec's colon-joined form (one segment per address, parallel across the fields), so `address`
 * is both the tenant form's address and the first field of that set.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientName: text('client_name').notNull(),
    name: text('name'),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiryDate: date('expiry_date'),
    remarks: text('remarks'),
    tradeLicenseNumber: text('trade_license_number'),
    address: text('address'),
    maxScreeningCount: integer('max_screening_count').notNull().default(0),
    givenScreeningCount: integer('given_screening_count'),
    ongoingMonitoringEnabled: boolean('ongoing_monitoring_enabled').notNull().default(false),
    ongoingMonitoringCount: integer('ongoing_monitoring_count').notNull().default(0),
    ongoingMonitoringUsed: integer('ongoing_monitoring_used').notNull().default(0),
    wmsTenantCode: text('wms_tenant_code'),
    rentityId: text('rentity_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthdate: date('birthdate'),
    ssn: text('ssn'),
    passportNumber: text('passport_number'),
    passportCountry: text('passport_country'),
    nationality: text('nationality'),
    tphContactType: text('tph_contact_type'),
    tphCommunicationType: text('tph_communication_type'),
    tphNumber: text('tph_number'),
    addressType: text('address_type'),
    city: text('city'),
    countryCode: text('country_code'),
    state: text('state'),
    /** Soft delete (spec 1 §4): the tenant leaves the list and its users cannot sign in; records stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The balance can never go below zero, whatever the concurrency of screening charges.
    check('tenants_max_screening_count_nonnegative', sql`${t.maxScreeningCount} >= 0`),
    check('tenants_ongoing_monitoring_nonnegative', sql`${t.ongoingMonitoringCount} >= 0 and ${t.ongoingMonitoringUsed} >= 0`),
  ],
);

/**
 * Every person who signs in: the platform super users (no tenant) and the tenants' staff.
 * platform_role is the token's role claim; tenant_role the business role (MLRO / FLA).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    platformRole: text('platform_role', { enum: ['SuperUser', 'TenantUser', 'ClientUser'] }).notNull(),
    tenantRole: text('tenant_role', { enum: ['MLRO', 'FLA'] }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_tenant_idx').on(t.tenantId),
    check(
      'users_role_shape',
      sql`(${t.platformRole} = 'SuperUser' and ${t.tenantId} is null) or (${t.platformRole} <> 'SuperUser' and ${t.tenantId} is not null)`,
    ),
  ],
);

/**
 * Rotating refresh tokens, stored as SHA-256 hashes. A family is one sign-in; every refresh replaces
 * the token by a new one of the same family, and presenting a replaced token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was used for a refresh (rotated) or its family/user session ended. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Failed sign-in counter per account key (the normalised email, whether or not such a user exists,
 * so that a lockout answer reveals nothing). Kept in the database so several instances agree.
 */
export const loginThrottle = pgTable('login_throttle', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Append-only audit trail (ARCHITECTURE §4 "Audit"). No foreign keys: events outlive the tenant or
 * user they describe (a hard-deleted tenant's history stays). A trigger refuses UPDATE and DELETE.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    tenantId: uuid('tenant_id'),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [index('audit_events_tenant_idx').on(t.tenantId, t.occurredAt), index('audit_events_entity_idx').on(t.entityType, t.entityId)],
);

/** Login-page wallpapers (spec 1 §3 Wallpaper; status 0 Active, 1 Inactive). Managed by the super user. */
export const wallpapers = pgTable('wallpapers', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  fileSize: integer('file_size').notNull(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  status: integer('status').notNull().default(1),
  createdAt: createdAt(),
});
