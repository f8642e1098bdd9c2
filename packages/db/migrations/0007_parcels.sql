CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"corporate_id" uuid NOT NULL,
	"sender_type" text NOT NULL,
	"parcel_type" text NOT NULL,
	"size" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"vehicle" text NOT NULL,
	"description" text NOT NULL,
	"details" text,
	"image_upload_id" uuid NOT NULL,
	"declared_value_cents" bigint NOT NULL,
	"return_fee_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_stops" ADD COLUMN "pin" text;--> statement-breakpoint
ALTER TABLE "order_stops" ADD COLUMN "pin_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_stops" ADD COLUMN "proof_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "order_stops" ADD COLUMN "tracking_token" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_trips_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "parcels_corporate_idx" ON "parcels" USING btree ("corporate_id","order_id");--> statement-breakpoint
CREATE INDEX "uploads_corporate_idx" ON "uploads" USING btree ("corporate_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_stops_tracking_token_uq" ON "order_stops" USING btree ("tracking_token");