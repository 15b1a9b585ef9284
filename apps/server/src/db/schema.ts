import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Binary content (images) kept in the database so that instances share it and nothing lives on local disk. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Row-level security of a tenant table (decision 101, migration 0003): a transaction sees the rows of
 * the tenant it names (withTenant) or, on the named platform path (withPlatform), every row.
 */
// The customer tables' policies read the setting through a scalar subquery since migration 0009 (once per
// statement); the rule is the same.
const tenantIsolation = (tenantColumn: PgColumn) => {
  const rule = sql`${tenantColumn} = nullif(current_setting('app.tenant_id', true), '')::uuid or current_setting('app.platform', true) = 'on'`;
  return pgPolicy('tenant_isolation', { as: 'permissive', for: 'all', using: rule, withCheck: rule });
};

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
    /**
     * Hard delete (decision 102): users and credentials are gone, the row and its compliance records stay
     * as a read-only archive until the retention purge, five years after this instant.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    tenantIsolation(t.id),
    check('tenants_archived_is_deleted', sql`${t.archivedAt} is null or ${t.deletedAt} is not null`),
    // The balance can never go below zero, whatever the concurrency of screening charges.
    check('tenants_max_screening_count_nonnegative', sql`${t.maxScreeningCount} >= 0`),
    check(
      'tenants_ongoing_monitoring_nonnegative',
      sql`${t.ongoingMonitoringCount} >= 0 and ${t.ongoingMonitoringUsed} >= 0`,
    ),
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
    tenantIsolation(t.tenantId),
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
    /**
     * The pair this token was exchanged for, sealed (AES-256-GCM, lib/token-seal.ts), so that a second
     * refresh with the same token within the grace window (two tabs) gets the same pair instead of
     * signing the user out (decision 104). Never a plain token at rest; wiped when the family ends.
     */
    successorSealed: text('successor_sealed'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Failed sign-ins counted per scope (decision 104, modules/auth/sign-in-throttle.ts): `pair` is one address
 * on one account ("<address> <email>"), `address` one address on any account, `account` one account from
 * any address (the normalised email, whether or not such a user exists, so that an answer reveals nothing).
 * Kept in the database so several instances agree; a count starts again after a quiet period.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    scope: text('scope', { enum: ['pair', 'address', 'account'] }).notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key], name: 'sign_in_throttle_pk' }),
    index('sign_in_throttle_last_failure_idx').on(t.lastFailureAt),
    check('sign_in_throttle_scope_valid', sql`${t.scope} in ('pair', 'address', 'account')`),
  ],
);

/**
 * Append-only audit trail (ARCHITECTURE §4 "Audit"). No foreign keys: events outlive the tenant or
 * user they describe (a hard-deleted tenant's history stays). Triggers refuse UPDATE, DELETE and
 * TRUNCATE; only the retention purge removes a tenant's events, five years after its archive.
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
  (t) => [
    tenantIsolation(t.tenantId),
    index('audit_events_tenant_idx').on(t.tenantId, t.occurredAt),
    index('audit_events_entity_idx').on(t.entityType, t.entityId),
  ],
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

/**
 * News and articles (spec 1 §3 Blog post; status 0 Draft, 1 Active, 2 Archived). Platform-wide, not
 * per tenant: the super user writes them and the public News Room shows the Active ones. `body` is
 * stored already sanitised, so every reader gets inert HTML.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    summary: text('summary'),
    body: text('body').notNull(),
    tags: text('tags'),
    status: integer('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
  },
  (t) => [
    check('blog_posts_status_valid', sql`${t.status} in (0, 1, 2)`),
    index('blog_posts_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Images of articles, kept in the database like wallpapers (no local disk) and served by address.
 * Editor uploads (`POST /api/upload-image`) have no post; the files of a post's payload belong to it
 * and go with it.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blogPostId: uuid('blog_post_id').references(() => blogPosts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
    createdBy: uuid('created_by'),
  },
  (t) => [index('images_blog_post_idx').on(t.blogPostId)],
);

/** Where a list version came from; 'baseline' is the set shipped inside the product (issue 10). */
const WATCHLIST_ORIGIN_VALUES = ['upload', 'folder', 'download', 'demo', 'baseline'] as const;

/**
 * One imported version of a watchlist (issue 3). `list_key` names the list (the engine's sourceType,
 * e.g. "OFAC SDN"); exactly one version of each list is current. Older versions stay, with their
 * entries, for the audit trail: a screening result names the version it was run against.
 */
export const watchlistVersions = pgTable(
  'watchlist_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listKey: text('list_key').notNull(),
    /** 1, 2, 3 … per list; the public version label is "<publication date> #<seq>". */
    seq: integer('seq').notNull(),
    source: text('source').notNull(),
    format: text('format').notNull(),
    /** As published (yyyy-mm-dd or a date-time); null when the file carries no date. */
    publishedAt: text('published_at'),
    entryCount: integer('entry_count').notNull(),
    warningCount: integer('warning_count').notNull().default(0),
    /** The first parser warnings (orphan rows and the like), for the super user. */
    warnings: jsonb('warnings').notNull().default(sql`'[]'::jsonb`),
    origin: text('origin', { enum: WATCHLIST_ORIGIN_VALUES }).notNull(),
    fileNames: jsonb('file_names').$type<string[]>().notNull(),
    /** SHA-256 over the files' names and bytes: importing the same content again creates no version. */
    contentSha256: text('content_sha256').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    importedBy: uuid('imported_by'),
    importedByEmail: text('imported_by_email'),
  },
  (t) => [
    uniqueIndex('watchlist_versions_current_unique').on(t.listKey).where(sql`${t.isCurrent}`),
    uniqueIndex('watchlist_versions_seq_unique').on(t.listKey, t.seq),
    check('watchlist_versions_origin_valid', sql`${t.origin} in ('upload', 'folder', 'download', 'demo', 'baseline')`),
  ],
);

/** The entries of a version, one normalised WatchlistEntry (engine shape) per row, so a restart rebuilds the index without the file. */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => watchlistVersions.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    listId: text('list_id').notNull(),
    entry: jsonb('entry').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.ordinal] })],
);

/**
 * Every import attempt (uploaded, from WATCHLIST_DIR, downloaded, the shipped baseline), including refused
 * files and their reason. A 'held' attempt (issue 10: a sharp drop in entries or a missing end marker)
 * keeps its files in watchlist_held_files until the super user confirms it; it then becomes 'confirmed'.
 */
export const watchlistImports = pgTable(
  'watchlist_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    origin: text('origin', { enum: WATCHLIST_ORIGIN_VALUES }).notNull(),
    status: text('status', { enum: ['imported', 'unchanged', 'rejected', 'held', 'confirmed'] }).notNull(),
    versionId: uuid('version_id').references(() => watchlistVersions.id, { onDelete: 'set null' }),
    fileNames: jsonb('file_names').$type<string[]>().notNull(),
    message: text('message'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    /** For a held attempt: the list it would replace, its entry count and content, and the version then in force. */
    listKey: text('list_key'),
    entryCount: integer('entry_count'),
    contentSha256: text('content_sha256'),
    heldAgainstVersionId: uuid('held_against_version_id').references(() => watchlistVersions.id, {
      onDelete: 'set null',
    }),
    /** When and by whom a held attempt was confirmed. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
    resolvedByEmail: text('resolved_by_email'),
  },
  (t) => [
    index('watchlist_imports_occurred_idx').on(t.occurredAt),
    index('watchlist_imports_origin_idx').on(t.origin, t.occurredAt),
    index('watchlist_imports_held_idx').on(t.contentSha256).where(sql`${t.status} = 'held'`),
    check(
      'watchlist_imports_status_valid',
      sql`${t.status} in ('imported', 'unchanged', 'rejected', 'held', 'confirmed')`,
    ),
    check('watchlist_imports_origin_valid', sql`${t.origin} in ('upload', 'folder', 'download', 'demo', 'baseline')`),
  ],
);

/** The files of a held import, byte for byte, so that confirming it needs no second upload. */
export const watchlistHeldFiles = pgTable(
  'watchlist_held_files',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => watchlistImports.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    fileName: text('file_name').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.ordinal] })],
);

/**
 * Spec 1 §2.7/§3 screening log: one row per screening. `user_name` is the screened name, `email` the
 * staff member who ran it, `screening_count` the number of hits. The list versions used are kept
 * beside it so an auditor can tell which lists a customer was screened against. Append-only like the
 * audit trail (every screening charge stays traceable).
 */
export const screeningLogs = pgTable(
  'screening_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No cascade: a tenant row is removed only by the retention purge, after its logs (decision 102).
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** No foreign key: the log outlives the staff member's account (it keeps their email). */
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    screeningCount: integer('screening_count').notNull(),
    screeningType: text('screening_type').notNull(),
    screeningDate: timestamp('screening_date', { withTimezone: true }).notNull().defaultNow(),
    listVersions: jsonb('list_versions').notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    tenantIsolation(t.tenantId),
    index('screening_logs_tenant_date_idx').on(t.tenantId, t.screeningDate),
    check('screening_logs_count_nonnegative', sql`${t.screeningCount} >= 0`),
  ],
);

/**
 * A batch of items processed one by one, each exactly once (issue 10 "Job runner"; docs/decisions/100).
 * Batch screening, batch onboarding and ongoing monitoring are kinds of batch. The counters are kept in the
 * same transaction as each item's mark, so progress is read without counting the items.
 */
export const jobBatches = pgTable(
  'job_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    doneCount: integer('done_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    createdBy: uuid('created_by'),
    createdByEmail: text('created_by_email'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Moves with every item; a queued or running batch that stops moving is picked up again by the resume sweep. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the batch as a whole could not run (an unknown kind); item failures are on the items. */
    error: text('error'),
    /** What people call the batch: the uploaded file's name (migration 0010). */
    label: text('label'),
    /** The staff member closed the batch (batch screening's Perform Another Scan): screens stop returning to it. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    index('job_batches_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('job_batches_creator_idx').on(t.tenantId, t.kind, t.createdBy, t.createdAt),
    index('job_batches_kind_created_idx').on(t.kind, t.createdAt),
    index('job_batches_unfinished_idx').on(t.updatedAt).where(sql`${t.status} in ('queued', 'running')`),
    check('job_batches_status_valid', sql`${t.status} in ('queued', 'running', 'completed', 'failed', 'cancelled')`),
    check(
      'job_batches_counts_valid',
      sql`${t.doneCount} >= 0 and ${t.failedCount} >= 0 and ${t.doneCount} + ${t.failedCount} <= ${t.total}`,
    ),
  ],
);

/** One item of a batch: its payload, and once processed its result or the error that stopped it. */
export const jobBatchItems = pgTable(
  'job_batch_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => jobBatches.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').notNull(),
    seq: integer('seq').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    result: jsonb('result'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_batch_items_key_unique').on(t.batchId, t.idempotencyKey),
    uniqueIndex('job_batch_items_seq_unique').on(t.batchId, t.seq),
    index('job_batch_items_pending_idx').on(t.batchId, t.seq).where(sql`${t.status} = 'pending'`),
    check('job_batch_items_status_valid', sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
);

const customerStatusCheck = (name: string, column: PgColumn) =>
  check(
    name,
    sql`${column} in ('Quick Onboarded', 'Pending', 'In Review', 'Alerted', 'Onboarded', 'Rejected', 'FalseMatchOnboarded')`,
  );

/**
 * The columns both kinds of customer share (issue 11, decision 107): status and why it is Pending, the
 * risk result, monitoring, and who registered the customer. `details` holds the whole normalised
 * registration (spec 2 §3.2 / §3.5) so that the record reads back exactly as submitted; the columns
 * beside it are the ones queries filter, sort or enforce uniqueness on.
 */
const customerColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  // No cascade: a customer is a record kept five years (decision 102); the retention purge removes it.
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id),
  customerNumber: bigint('customer_number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  email: text('email'),
  status: text('status').notNull(),
  pendingReason: text('pending_reason'),
  riskScore: doublePrecision('risk_score'),
  riskLabel: text('risk_label'),
  /** Spec 2 §3.9: the JSON string the screens read (screening result, list versions, risk breakdown). */
  riskDetails: text('risk_details'),
  needsOngoingScreening: boolean('needs_ongoing_screening').notNull().default(false),
  /** When monitoring was last switched on: switching off is refused for 24 hours after (spec 2 §4.3). */
  monitoringEnabledAt: timestamp('monitoring_enabled_at', { withTimezone: true }),
  fuzzyLevel: text('fuzzy_level').notNull().default('0'),
  details: jsonb('details').notNull(),
  createdBy: uuid('created_by'),
  createdByEmail: text('created_by_email'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastScreenedAt: timestamp('last_screened_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const individualCustomers = pgTable(
  'individual_customers',
  {
    ...customerColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    nationality: text('nationality').notNull(),
    country: text('country').notNull(),
    idType: text('id_type').notNull(),
    idNo: text('id_no').notNull(),
    /** Lower-case text of every field value, for the list's free-text search (migration 0008). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`customer_search_text('ind', customer_number, status, risk_label, details)`,
    ),
  },
  (t) => [
    tenantIsolation(t.tenantId),
    customerStatusCheck('individual_customers_status_valid', t.status),
    // Duplicate rule (decision 107): ID type + number, spaces, hyphens and case ignored.
    uniqueIndex('individual_customers_identity_unique')
      .on(t.tenantId, t.idType, sql`upper(regexp_replace(${t.idNo}, '[\\s-]', '', 'g'))`)
      .where(sql`${t.deletedAt} is null`),
    index('individual_customers_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('individual_customers_tenant_status_idx').on(t.tenantId, t.status),
  ],
);

export const corporateCustomers = pgTable(
  'corporate_customers',
  {
    ...customerColumns(),
    companyName: text('company_name').notNull(),
    countryOfIncorporation: text('country_of_incorporation').notNull(),
    tradeLicenseNo: text('trade_license_no').notNull(),
    /** The company's own last screening (the partners keep theirs on their rows). */
    companyScreening: jsonb('company_screening'),
    /** Lower-case text of every field value, for the list's free-text search (migration 0008). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`customer_search_text('corp', customer_number, status, risk_label, details)`,
    ),
  },
  (t) => [
    tenantIsolation(t.tenantId),
    customerStatusCheck('corporate_customers_status_valid', t.status),
    // Duplicate rule (decision 107): the trade licence number, case ignored.
    uniqueIndex('corporate_customers_licence_unique')
      .on(t.tenantId, sql`upper(${t.tradeLicenseNo})`)
      .where(sql`${t.deletedAt} is null`),
    index('corporate_customers_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('corporate_customers_tenant_status_idx').on(t.tenantId, t.status),
  ],
);

/** Spec 2 §3.6: a partner / UBO / authorised person of a corporate customer, screened on its own. */
export const corporatePartners = pgTable(
  'corporate_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporateCustomers.id),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    nationality: text('nationality').notNull(),
    birthdate: date('birthdate'),
    status: text('status').notNull(),
    hits: integer('hits').notNull().default(0),
    /** This partner's last screening: timestamp, total_hits, found_records, list_versions. */
    screening: jsonb('screening'),
    details: jsonb('details').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A partner taken off by an edit stays, marked removed, with its screening. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [tenantIsolation(t.tenantId), index('corporate_partners_corporate_idx').on(t.corporateId, t.position)],
);

/**
 * A customer's document (spec 2 §3.7), in the database so that every instance serves it and nothing lives
 * on local disk. Its content was checked against its extension (magic bytes); a deletion is a mark.
 */
export const customerDocuments = pgTable(
  'customer_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    individualId: uuid('individual_id').references(() => individualCustomers.id),
    corporateId: uuid('corporate_id').references(() => corporateCustomers.id),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by'),
    // clock_timestamp, not now(): the files of one submission keep the order they were given in.
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
  },
  (t) => [
    tenantIsolation(t.tenantId),
    check('customer_documents_one_owner', sql`(${t.individualId} is null) <> (${t.corporateId} is null)`),
  ],
);

/**
 * False-match memory (issue 12, decision 109): an entry an MLRO marked a false match for one customer,
 * its company name or one partner (`subject`), with a fingerprint of the entry's identifying fields and of
 * the person's as they were. A newer decision supersedes the row; nothing is deleted.
 */
export const falseMatchMemory = pgTable(
  'false_match_memory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    customerKind: text('customer_kind').notNull(),
    customerId: uuid('customer_id').notNull(),
    subject: text('subject').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    entryFingerprint: text('entry_fingerprint').notNull(),
    entryFields: jsonb('entry_fields').notNull(),
    subjectFingerprint: text('subject_fingerprint').notNull(),
    subjectFields: jsonb('subject_fields').notNull(),
    remarks: text('remarks'),
    decidedBy: uuid('decided_by'),
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    tenantIsolation(t.tenantId),
    uniqueIndex('false_match_memory_current_unique')
      .on(t.tenantId, t.customerId, t.subject, t.sourceType, t.sourceId)
      .where(sql`${t.supersededAt} is null`),
  ],
);

/**
 * A DPMSR report (spec 3 §3; issue 16, decision 114): one cash transaction of AED 55,000 or more reported to
 * the UAE FIU, about one customer of the tenant. `details` holds the validated form; the customer is read from
 * its own record whenever the report is shown or its goAML file built. A deletion is a mark (decision 102).
 */
export const dpmsrReports = pgTable(
  'dpmsr_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    customerType: text('customer_type').notNull(),
    individualId: uuid('individual_id').references(() => individualCustomers.id),
    corporateId: uuid('corporate_id').references(() => corporateCustomers.id),
    entityReference: text('entity_reference').notNull(),
    details: jsonb('details').notNull(),
    /** The last goAML file built: generatedAt, generatedBy, fileName, sha256 (the audit trail holds them all). */
    lastXml: jsonb('last_xml'),
    createdBy: uuid('created_by'),
    createdByEmail: text('created_by_email'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
  },
  (t) => [
    tenantIsolation(t.tenantId),
    check('dpmsr_reports_customer_type_valid', sql`${t.customerType} in ('Individual', 'Corporate')`),
    index('dpmsr_reports_tenant_created_idx').on(t.tenantId, t.createdAt).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Ongoing monitoring (issue 17, decision 115, migration 0013). A run re-screens every monitored customer of
 * every tenant with monitoring enabled: after an imported list version (OnGoingListUpdate, against the entries
 * it added or changed) or on the schedule (OnGoingScheduled, against every list in force). Platform data: which
 * version, when; `run_key` makes a version or a scheduled day one run.
 */
export const monitoringRuns = pgTable('monitoring_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  trigger: text('trigger', { enum: ['OnGoingListUpdate', 'OnGoingScheduled'] }).notNull(),
  runKey: text('run_key').notNull().unique(),
  versionId: uuid('version_id').references(() => watchlistVersions.id),
  previousVersionId: uuid('previous_version_id').references(() => watchlistVersions.id),
  listKey: text('list_key'),
  listVersion: text('list_version'),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  status: text('status', { enum: ['queued', 'running', 'completed'] })
    .notNull()
    .default('queued'),
  entriesAdded: integer('entries_added'),
  entriesRemoved: integer('entries_removed'),
  entriesChanged: integer('entries_changed'),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A tenant's share of a run: its figures and its cursor (phase and last customer id), moved in the same
 * transaction as the chunk of customers it covers, so that a restart neither skips nor repeats a customer.
 */
export const monitoringRunTenants = pgTable(
  'monitoring_run_tenants',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => monitoringRuns.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    status: text('status', { enum: ['queued', 'running', 'completed'] })
      .notNull()
      .default('queued'),
    cursorPhase: text('cursor_phase', { enum: ['individual', 'corporate', 'done'] })
      .notNull()
      .default('individual'),
    cursorId: uuid('cursor_id'),
    customersChecked: integer('customers_checked').notNull().default(0),
    partnersChecked: integer('partners_checked').notNull().default(0),
    alertsRaised: integer('alerts_raised').notNull().default(0),
    hitsRemoved: integer('hits_removed').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the cursor last moved: a run none of whose shares moved for a while has lost its worker. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.tenantId] }),
    tenantIsolation(t.tenantId),
    index('monitoring_run_tenants_tenant_idx').on(t.tenantId, t.runId),
  ],
);

/** One alert of a run: a new hit on a customer's, company's or partner's name, or a hit that disappeared. */
export const monitoringAlerts = pgTable(
  'monitoring_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    runId: uuid('run_id')
      .notNull()
      .references(() => monitoringRuns.id),
    customerKind: text('customer_kind', { enum: ['individual', 'corporate'] }).notNull(),
    individualId: uuid('individual_id').references(() => individualCustomers.id),
    corporateId: uuid('corporate_id').references(() => corporateCustomers.id),
    subject: text('subject').notNull(),
    subjectName: text('subject_name').notNull(),
    kind: text('kind', { enum: ['new-hit', 'hit-removed'] }).notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    entryName: text('entry_name').notNull(),
    listVersion: text('list_version').notNull(),
    reason: text('reason').notNull(),
    changes: jsonb('changes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    score: doublePrecision('score'),
    statusBefore: text('status_before').notNull(),
    statusAfter: text('status_after').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decision: text('decision'),
    decidedBy: uuid('decided_by'),
  },
  (t) => [tenantIsolation(t.tenantId)],
);
