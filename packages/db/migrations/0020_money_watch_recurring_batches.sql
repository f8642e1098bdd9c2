CREATE TABLE "company_holidays" (
	"corporate_id" uuid NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "company_holidays_corporate_id_day_pk" PRIMARY KEY("corporate_id","day")
);
--> statement-breakpoint
CREATE TABLE "company_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"params" jsonb NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "money_watch_settings" (
	"corporate_id" uuid PRIMARY KEY NOT NULL,
	"threshold_cents" bigint,
	"days_before" integer NOT NULL,
	"recipients" text[] NOT NULL,
	"alerts_enabled" boolean DEFAULT true NOT NULL,
	"statement_enabled" boolean DEFAULT true NOT NULL,
	"low_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_occurrences" (
	"recurring_id" uuid NOT NULL,
	"occurs_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"order_id" uuid,
	"approval_id" uuid,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_occurrences_recurring_id_occurs_at_pk" PRIMARY KEY("recurring_id","occurs_at")
);
--> statement-breakpoint
CREATE TABLE "recurring_trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"body" jsonb NOT NULL,
	"passenger_name" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"time" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_by_name" text NOT NULL,
	"created_by_member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "statement_runs" (
	"corporate_id" uuid NOT NULL,
	"month" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_runs_corporate_id_month_pk" PRIMARY KEY("corporate_id","month")
);
--> statement-breakpoint
CREATE TABLE "trip_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"created_by_name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"booked_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "company_holidays" ADD CONSTRAINT "company_holidays_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_notices" ADD CONSTRAINT "company_notices_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_watch_settings" ADD CONSTRAINT "money_watch_settings_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_recurring_id_recurring_trips_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."recurring_trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_trips" ADD CONSTRAINT "recurring_trips_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_batches" ADD CONSTRAINT "trip_batches_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_notices_dedupe_uq" ON "company_notices" USING btree ("corporate_id","kind","dedupe_key");--> statement-breakpoint
CREATE INDEX "company_notices_corporate_idx" ON "company_notices" USING btree ("corporate_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "recurring_trips_corporate_idx" ON "recurring_trips" USING btree ("corporate_id","created_at") WHERE "recurring_trips"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "trip_batches_corporate_idx" ON "trip_batches" USING btree ("corporate_id","created_at");