-- Every API instance keeps live sessions, corporates' statuses and GET /me profiles in memory
-- (apps/api/src/modules/auth/session-cache.ts). These triggers tell every instance, at commit,
-- what changed, on the channel auth_cache:
--   's:<token hash>'    a session revoked, deleted, or its expiry or owner changed
--   'c:<corporate id>'  a corporate changed (status, flags, profile) or a master's panel list did
--   'w:<corporate id>'  a corporate's wallet account changed, only where the session asked for it
--   '*'                 a table was truncated: forget everything
-- A session's last_seen_at moving forward (touched once a minute) does not notify: each instance
-- checks idleness itself on its clock, and a time that moves back does notify.
-- Only rare writes notify on PostgreSQL. Wallet balances change with every trip and transfer,
-- and PostgreSQL serialises the commits of notifying transactions (a global lock held through
-- the WAL flush), which would cap money-moving transactions cluster-wide: there GET /me reads
-- the wallet instead. PGlite (one process, one connection) has no such cost: its session sets
-- trayecto.notify_wallets = 'on' and its wallets are announced and cached too.
CREATE OR REPLACE FUNCTION auth_cache_session_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('auth_cache', 's:' || OLD.token_hash);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_cache_session_updated AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (
    (OLD.token_hash, OLD.corporate_id, OLD.admin_id, OLD.expires_at, OLD.revoked_at)
      IS DISTINCT FROM (NEW.token_hash, NEW.corporate_id, NEW.admin_id, NEW.expires_at, NEW.revoked_at)
    OR NEW.last_seen_at < OLD.last_seen_at
  )
  EXECUTE FUNCTION auth_cache_session_changed();
--> statement-breakpoint
CREATE TRIGGER auth_cache_session_deleted AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION auth_cache_session_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auth_cache_corporate_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('auth_cache', 'c:' || OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_cache_corporate_updated AFTER UPDATE ON corporates FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION auth_cache_corporate_changed();
--> statement-breakpoint
CREATE TRIGGER auth_cache_corporate_deleted AFTER DELETE ON corporates FOR EACH ROW
  EXECUTE FUNCTION auth_cache_corporate_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auth_cache_wallet_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.owner_type = 'corporate' AND OLD.owner_id IS NOT NULL THEN
      PERFORM pg_notify('auth_cache', 'w:' || OLD.owner_id);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.owner_type = 'corporate' AND NEW.owner_id IS NOT NULL THEN
      PERFORM pg_notify('auth_cache', 'w:' || NEW.owner_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_cache_wallet_changed AFTER INSERT OR UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW WHEN (current_setting('trayecto.notify_wallets', true) = 'on')
  EXECUTE FUNCTION auth_cache_wallet_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auth_cache_panels_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('auth_cache', 'c:' || OLD.master_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('auth_cache', 'c:' || NEW.master_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_cache_panels_changed AFTER INSERT OR UPDATE OR DELETE ON master_panels
  FOR EACH ROW EXECUTE FUNCTION auth_cache_panels_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auth_cache_truncated() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('auth_cache', '*');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_cache_sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_truncated();
--> statement-breakpoint
CREATE TRIGGER auth_cache_corporates_truncated AFTER TRUNCATE ON corporates
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_truncated();
--> statement-breakpoint
CREATE TRIGGER auth_cache_wallets_truncated AFTER TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_truncated();
--> statement-breakpoint
CREATE TRIGGER auth_cache_panels_truncated AFTER TRUNCATE ON master_panels
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_truncated();
