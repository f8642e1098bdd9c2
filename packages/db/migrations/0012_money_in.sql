CREATE TABLE "demo_bank_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_code" text NOT NULL,
	"payer_phone" text NOT NULL,
	"payer_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_date" date NOT NULL,
	"visible_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"issuer_tax_id" text PRIMARY KEY NOT NULL,
	"next_number" bigint DEFAULT 1 NOT NULL,
	"next_control" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"topup_id" uuid NOT NULL,
	"issuer_tax_id" text NOT NULL,
	"number" bigint NOT NULL,
	"control_number" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issuer" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"total_cents" bigint NOT NULL,
	"base_cents" bigint NOT NULL,
	"iva_cents" bigint NOT NULL,
	"igtf_cents" bigint NOT NULL,
	"emailed_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_sum" CHECK ("invoices"."base_cents" + "invoices"."iva_cents" + "invoices"."igtf_cents" = "invoices"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "topups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "topups_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"method" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"amount_usd_cents" bigint NOT NULL,
	"igtf_cents" bigint DEFAULT 0 NOT NULL,
	"credited_cents" bigint NOT NULL,
	"payment_date" date NOT NULL,
	"reference" text NOT NULL,
	"reference_key" text NOT NULL,
	"bank_code" text,
	"payer_phone" text,
	"payer_id" text,
	"zelle_owner" text,
	"zelle_sender" text,
	"receipt_upload_id" uuid,
	"memo_number" text,
	"proforma_number" text,
	"invoice_email" text,
	"custom_invoice" jsonb,
	"auto_check" text,
	"auto_checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"verified_automatically" boolean DEFAULT false NOT NULL,
	"transfer_id" uuid,
	"created_by_admin" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topups_amount_positive" CHECK ("topups"."amount_cents" > 0),
	CONSTRAINT "topups_method_ok" CHECK ("topups"."method" in ('pago_movil', 'zelle') and "topups"."currency" in ('VES', 'USD')),
	CONSTRAINT "topups_status_ok" CHECK ("topups"."status" in ('verifying', 'waiting', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_topup_id_topups_id_fk" FOREIGN KEY ("topup_id") REFERENCES "public"."topups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topups" ADD CONSTRAINT "topups_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topups" ADD CONSTRAINT "topups_receipt_upload_id_uploads_id_fk" FOREIGN KEY ("receipt_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topups" ADD CONSTRAINT "topups_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topups" ADD CONSTRAINT "topups_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topups" ADD CONSTRAINT "topups_created_by_admin_admins_id_fk" FOREIGN KEY ("created_by_admin") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bank_payments_reference_uq" ON "demo_bank_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("issuer_tax_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_control_uq" ON "invoices" USING btree ("issuer_tax_id","control_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_topup_uq" ON "invoices" USING btree ("topup_id");--> statement-breakpoint
CREATE INDEX "invoices_corporate_idx" ON "invoices" USING btree ("corporate_id","issued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "topups_seq_uq" ON "topups" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "topups_reference_uq" ON "topups" USING btree ("reference_key") WHERE "topups"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "topups_corporate_idx" ON "topups" USING btree ("corporate_id","created_at","id");--> statement-breakpoint
CREATE INDEX "topups_status_idx" ON "topups" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "topups_next_check_idx" ON "topups" USING btree ("next_check_at") WHERE "topups"."status" = 'verifying';