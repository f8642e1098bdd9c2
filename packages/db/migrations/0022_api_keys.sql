CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"shown" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by_member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"revoked_at" timestamp with time zone,
	"revoked_by_member_id" uuid,
	"revoked_by_admin_id" uuid
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_member_id_corporate_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."corporate_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_member_id_corporate_members_id_fk" FOREIGN KEY ("revoked_by_member_id") REFERENCES "public"."corporate_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_admin_id_admins_id_fk" FOREIGN KEY ("revoked_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_token_hash_uq" ON "api_keys" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_keys_corporate_idx" ON "api_keys" USING btree ("corporate_id","created_at");--> statement-breakpoint
CREATE INDEX "api_keys_active_idx" ON "api_keys" USING btree ("corporate_id") WHERE "api_keys"."revoked_at" is null;--> statement-breakpoint
-- A key revoked (or renamed, or its scopes changed) is forgotten by every instance's auth cache at
-- once, on the channel sessions use (migration 0005); its last use is not announced.
CREATE OR REPLACE FUNCTION auth_cache_api_key_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('auth_cache', 's:' || OLD.token_hash);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_cache_api_key_updated AFTER UPDATE ON api_keys FOR EACH ROW
  WHEN ((OLD.revoked_at, OLD.name, OLD.scopes) IS DISTINCT FROM (NEW.revoked_at, NEW.name, NEW.scopes))
  EXECUTE FUNCTION auth_cache_api_key_changed();
--> statement-breakpoint
CREATE TRIGGER auth_cache_api_key_deleted AFTER DELETE ON api_keys FOR EACH ROW
  EXECUTE FUNCTION auth_cache_api_key_changed();
