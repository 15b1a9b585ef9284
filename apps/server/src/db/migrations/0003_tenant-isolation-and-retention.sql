-- Tenant isolation, second wall (decision 101): the request pool runs as the role aml_app, which has no
-- superuser and no BYPASSRLS, and every tenant table lets it see only the rows of the tenant its
-- transaction names (app.tenant_id), or every row on the explicit, named platform path (app.platform).
-- The migration owner (the connection that runs migrations, the seed and the job runner) owns the
-- tables and is not subject to their policies.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'aml_app') THEN
    BEGIN
      CREATE ROLE aml_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE EXCEPTION 'The database role aml_app is missing and % may not create roles.', current_user
        USING HINT = 'Create it once as a superuser: CREATE ROLE aml_app NOLOGIN NOSUPERUSER NOBYPASSRLS; GRANT aml_app TO '
          || quote_ident(current_user) || '; (see the README, "Database roles").';
    END;
  END IF;
  -- The request pool connects as the owner and switches with `-c role=aml_app`, which needs membership
  -- (with the SET option on PostgreSQL 16+, the default of a plain GRANT on 15 and 18 alike).
  -- A superuser may switch to any role without it.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'aml_app',
       CASE WHEN current_setting('server_version_num')::int >= 160000 THEN 'SET' ELSE 'MEMBER' END) THEN
    BEGIN
      EXECUTE format('GRANT aml_app TO %I', current_user);
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE EXCEPTION '% is not a member of aml_app and may not grant it.', current_user
        USING HINT = 'As a superuser: GRANT aml_app TO ' || quote_ident(current_user) || ';';
    END;
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO aml_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO aml_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO aml_app;
--> statement-breakpoint
-- Tables and sequences that later migrations create (run by this same owner) are granted too; a later
-- tenant table enables RLS and writes the policy below inline.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO aml_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO aml_app;
--> statement-breakpoint
-- Records are kept (decision 102): the app may add audit events and screening logs, never change or
-- remove them, and may not delete a tenant (a hard delete archives it). Only the retention purge,
-- on the owner connection, removes anything, five years after the archive.
REVOKE UPDATE, DELETE, TRUNCATE ON audit_events, screening_logs FROM aml_app;
--> statement-breakpoint
REVOKE DELETE, TRUNCATE ON tenants FROM aml_app;
--> statement-breakpoint
ALTER TABLE tenants ADD COLUMN archived_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE tenants ADD CONSTRAINT tenants_archived_is_deleted CHECK (archived_at IS NULL OR deleted_at IS NOT NULL);
--> statement-breakpoint
-- A tenant's screening logs outlive its users (the log keeps the staff email) and block the deletion
-- of the tenant row: no cascade may remove a record.
ALTER TABLE screening_logs DROP CONSTRAINT screening_logs_user_id_users_id_fk;
--> statement-breakpoint
ALTER TABLE screening_logs DROP CONSTRAINT screening_logs_tenant_id_tenants_id_fk;
--> statement-breakpoint
ALTER TABLE screening_logs ADD CONSTRAINT screening_logs_tenant_id_tenants_id_fk
  FOREIGN KEY (tenant_id) REFERENCES public.tenants(id) ON DELETE NO ACTION ON UPDATE NO ACTION;
--> statement-breakpoint
-- The one narrow way out: the retention purge sets app.retention_purge in its own transaction, and
-- even then only rows of a tenant archived five years ago (by the database clock) may go.
CREATE FUNCTION retention_purge_allows(archived_at timestamp with time zone) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('app.retention_purge', true), '') = 'on'
     AND archived_at IS NOT NULL
     AND archived_at <= now() - interval '5 years'
$$;
--> statement-breakpoint
-- UPDATE, DELETE and TRUNCATE of a compliance record are refused, whoever asks (the owner included).
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF retention_purge_allows((SELECT t.archived_at FROM tenants t WHERE t.id = OLD.tenant_id)) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME
    USING HINT = 'Records are kept five years after their tenant is archived (decision 102).';
END;
$$;
--> statement-breakpoint
DROP TRIGGER audit_events_no_update_delete ON audit_events;
--> statement-breakpoint
CREATE TRIGGER audit_events_no_update_delete BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
CREATE TRIGGER screening_logs_no_update_delete BEFORE UPDATE OR DELETE ON screening_logs
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
CREATE TRIGGER screening_logs_no_truncate BEFORE TRUNCATE ON screening_logs
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
-- An archived tenant is read-only, and a tenant row is removed only by the purge of its archive.
CREATE FUNCTION tenants_retained() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.archived_at IS NOT NULL THEN
      RAISE EXCEPTION 'tenant % is archived and read-only', OLD.id;
    END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND retention_purge_allows(OLD.archived_at) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'tenants are archived, not deleted'
    USING HINT = 'Records are kept five years after their tenant is archived (decision 102).';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tenants_retained BEFORE UPDATE OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION tenants_retained();
--> statement-breakpoint
CREATE TRIGGER tenants_no_truncate BEFORE TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION tenants_retained();
--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenants
  USING (id = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on')
  WITH CHECK (id = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on');
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON users
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on')
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on');
--> statement-breakpoint
ALTER TABLE screening_logs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON screening_logs
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on')
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on');
--> statement-breakpoint
ALTER TABLE audit_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON audit_events
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on')
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid OR current_setting('app.platform', true) = 'on');
