CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"discount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"corporate_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"payload" jsonb
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"unique_id" text NOT NULL,
	"share_token" text NOT NULL,
	"passenger_type" text NOT NULL,
	"passenger_user_id" uuid,
	"passenger_name" text NOT NULL,
	"passenger_phone" text,
	"payer" text NOT NULL,
	"payer_account_id" uuid NOT NULL,
	"origin_address" text NOT NULL,
	"origin_lat" double precision NOT NULL,
	"origin_lng" double precision NOT NULL,
	"destination_address" text NOT NULL,
	"destination_lat" double precision NOT NULL,
	"destination_lng" double precision NOT NULL,
	"service_type_id" text NOT NULL,
	"city_id" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"requested_at" timestamp with time zone NOT NULL,
	"dispatched_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason_id" text,
	"cancel_comment" text,
	"comment" text,
	"promo_code_id" uuid,
	"promo_code" text,
	"estimated_fare_cents" bigint NOT NULL,
	"estimated_fare_gross_cents" bigint NOT NULL,
	"final_fare_cents" bigint,
	"hold_id" uuid,
	"driver_id" text,
	"driver" jsonb,
	"position" jsonb,
	"eta_min" double precision,
	"position_at" timestamp with time zone,
	"route" jsonb NOT NULL,
	"path" jsonb,
	"distance_km" double precision NOT NULL,
	"duration_min" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_passenger_user_id_payroll_users_id_fk" FOREIGN KEY ("passenger_user_id") REFERENCES "public"."payroll_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_corporate_code_uq" ON "promo_codes" USING btree ("corporate_id","code") WHERE "promo_codes"."corporate_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_global_code_uq" ON "promo_codes" USING btree ("code") WHERE "promo_codes"."corporate_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_trip_uq" ON "promo_redemptions" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("corporate_id","promo_code_id");--> statement-breakpoint
CREATE INDEX "trip_events_trip_idx" ON "trip_events" USING btree ("corporate_id","trip_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_unique_id_uq" ON "trips" USING btree ("unique_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_share_token_uq" ON "trips" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "trips_history_idx" ON "trips" USING btree ("corporate_id","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trips_status_idx" ON "trips" USING btree ("corporate_id","status","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trips_passenger_idx" ON "trips" USING btree ("corporate_id","passenger_user_id","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trips_service_type_idx" ON "trips" USING btree ("corporate_id","service_type_id","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trips_driver_idx" ON "trips" USING btree ("corporate_id","driver_id");--> statement-breakpoint
CREATE INDEX "trips_passenger_name_idx" ON "trips" USING btree ("corporate_id",lower("passenger_name"));