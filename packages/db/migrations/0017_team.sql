CREATE TABLE "corporate_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"password_hash" text,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"invited_by_member_id" uuid,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "corporate_members" ADD CONSTRAINT "corporate_members_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_members_email_uq" ON "corporate_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_members_invite_uq" ON "corporate_members" USING btree ("invite_token_hash") WHERE "corporate_members"."invite_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "corporate_members_corporate_idx" ON "corporate_members" USING btree ("corporate_id","created_at");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_corporate_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."corporate_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_corporate_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."corporate_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id") WHERE "sessions"."member_id" is not null;--> statement-breakpoint
-- A member's role, status or name changed: its cached sessions are forgotten on every instance, so the
-- next request reads the new role (or finds the member deactivated) at once.
CREATE OR REPLACE FUNCTION auth_cache_member_changed() RETURNS trigger AS $$
DECLARE
  hash text;
BEGIN
  FOR hash IN SELECT token_hash FROM sessions WHERE member_id = OLD.id AND revoked_at IS NULL LOOP
    PERFORM pg_notify('auth_cache', 's:' || hash);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_cache_member_updated AFTER UPDATE ON corporate_members FOR EACH ROW
  WHEN ((OLD.role, OLD.status, OLD.name, OLD.email) IS DISTINCT FROM (NEW.role, NEW.status, NEW.name, NEW.email))
  EXECUTE FUNCTION auth_cache_member_changed();
