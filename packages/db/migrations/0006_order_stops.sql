CREATE TABLE "order_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"role" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"instructions" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"arrived_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "kind" text DEFAULT 'ride' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_stops" ADD CONSTRAINT "order_stops_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stops" ADD CONSTRAINT "order_stops_order_id_trips_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_stops_order_seq_uq" ON "order_stops" USING btree ("corporate_id","order_id","seq");--> statement-breakpoint
-- Every order so far is a ride: its origin and destination become its two stops, with the
-- progress its status tells (picked up once started, dropped off once completed).
INSERT INTO "order_stops" ("corporate_id", "order_id", "seq", "role", "address", "lat", "lng", "contact_name", "contact_phone", "status", "arrived_at", "completed_at", "updated_at")
SELECT "corporate_id", "id", 0, 'pickup', "origin_address", "origin_lat", "origin_lng", "passenger_name", "passenger_phone",
  CASE WHEN "status" IN ('started', 'completed', 'partially_completed') THEN 'completed'
       WHEN "status" IN ('arrived', 'driver_waiting') THEN 'arrived'
       ELSE 'pending' END,
  CASE WHEN "status" IN ('arrived', 'driver_waiting', 'started', 'completed', 'partially_completed') THEN coalesce("started_at", "updated_at") END,
  CASE WHEN "status" IN ('started', 'completed', 'partially_completed') THEN coalesce("started_at", "updated_at") END,
  "updated_at"
FROM "trips";
--> statement-breakpoint
INSERT INTO "order_stops" ("corporate_id", "order_id", "seq", "role", "address", "lat", "lng", "status", "arrived_at", "completed_at", "updated_at")
SELECT "corporate_id", "id", 1, 'dropoff', "destination_address", "destination_lat", "destination_lng",
  CASE WHEN "status" IN ('completed', 'partially_completed') THEN 'completed' ELSE 'pending' END,
  CASE WHEN "status" IN ('completed', 'partially_completed') THEN coalesce("completed_at", "updated_at") END,
  CASE WHEN "status" IN ('completed', 'partially_completed') THEN coalesce("completed_at", "updated_at") END,
  "updated_at"
FROM "trips";
