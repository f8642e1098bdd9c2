CREATE TABLE "corporate_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "corporate_credits_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"deny_reason" text,
	"requested_by" text NOT NULL,
	"approved_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"decided_by" uuid,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_credits_amount_positive" CHECK ("corporate_credits"."amount_cents" > 0),
	CONSTRAINT "corporate_credits_paid_range" CHECK ("corporate_credits"."paid_cents" >= 0 and "corporate_credits"."paid_cents" <= "corporate_credits"."amount_cents"),
	CONSTRAINT "corporate_credits_status_ok" CHECK ("corporate_credits"."status" in ('waiting', 'active', 'expired', 'paid', 'not_approved', 'reverted'))
);
--> statement-breakpoint
CREATE TABLE "credit_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"credit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"topup_id" uuid,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_movements_amount_positive" CHECK ("credit_movements"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "topups" ADD COLUMN "credits_paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_credits" ADD CONSTRAINT "corporate_credits_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_credits" ADD CONSTRAINT "corporate_credits_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_credits" ADD CONSTRAINT "corporate_credits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_credit_id_corporate_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."corporate_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_topup_id_topups_id_fk" FOREIGN KEY ("topup_id") REFERENCES "public"."topups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_credits_seq_uq" ON "corporate_credits" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "corporate_credits_corporate_idx" ON "corporate_credits" USING btree ("corporate_id","created_at","id");--> statement-breakpoint
CREATE INDEX "corporate_credits_status_idx" ON "corporate_credits" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "credit_movements_credit_idx" ON "credit_movements" USING btree ("corporate_id","credit_id","created_at");--> statement-breakpoint
-- GET /me carries credits_due, cached per corporate (migration 0005): a credit's change (rare)
-- tells every instance to drop that corporate's cached profile.
CREATE OR REPLACE FUNCTION auth_cache_credit_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('auth_cache', 'c:' || NEW.corporate_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_cache_credit_changed AFTER INSERT OR UPDATE ON corporate_credits FOR EACH ROW
  EXECUTE FUNCTION auth_cache_credit_changed();
