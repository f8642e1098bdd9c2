CREATE TABLE "multistop_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"unique_id" text NOT NULL,
	"status" text NOT NULL,
	"passenger_type" text NOT NULL,
	"passenger_user_id" uuid,
	"passenger_name" text NOT NULL,
	"passenger_phone" text,
	"payer" text NOT NULL,
	"payer_account_id" uuid NOT NULL,
	"places" jsonb NOT NULL,
	"service_type_id" text NOT NULL,
	"comment" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"priced_at" timestamp with time zone,
	"city_id" text,
	"legs" jsonb,
	"stop_fee_cents" bigint,
	"total_cents" bigint,
	"exchange_rate" double precision,
	"distance_km" double precision,
	"duration_min" double precision,
	"route" jsonb,
	"decline_code" text,
	"decided_at" timestamp with time zone,
	"deny_reason_id" text,
	"deny_comment" text,
	"warned_at" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "multistop_quotes" ADD CONSTRAINT "multistop_quotes_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multistop_quotes" ADD CONSTRAINT "multistop_quotes_passenger_user_id_payroll_users_id_fk" FOREIGN KEY ("passenger_user_id") REFERENCES "public"."payroll_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multistop_quotes" ADD CONSTRAINT "multistop_quotes_order_id_trips_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "multistop_quotes_unique_id_uq" ON "multistop_quotes" USING btree ("unique_id");--> statement-breakpoint
CREATE UNIQUE INDEX "multistop_quotes_order_uq" ON "multistop_quotes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "multistop_quotes_list_idx" ON "multistop_quotes" USING btree ("corporate_id","scheduled_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "multistop_quotes_status_idx" ON "multistop_quotes" USING btree ("corporate_id","status","scheduled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "multistop_quotes_open_idx" ON "multistop_quotes" USING btree ("expires_at") WHERE "multistop_quotes"."status" in ('waiting', 'waiting_for_approval');