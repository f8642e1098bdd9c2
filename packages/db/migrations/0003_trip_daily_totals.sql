CREATE TABLE "trip_daily_totals" (
	"corporate_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"service_type_id" text NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "trip_daily_totals_corporate_id_day_status_service_type_id_pk" PRIMARY KEY("corporate_id","day","status","service_type_id")
);
--> statement-breakpoint
ALTER TABLE "trip_daily_totals" ADD CONSTRAINT "trip_daily_totals_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "trip_daily_totals" ("corporate_id", "day", "status", "service_type_id", "trips", "amount_cents")
SELECT "corporate_id", ("requested_at" AT TIME ZONE 'UTC')::date, "status", "service_type_id", count(*), coalesce(sum("final_fare_cents"), 0)
FROM "trips"
WHERE "dispatched_at" IS NOT NULL
  AND "status" IN ('completed', 'partially_completed', 'no_driver', 'cancelled', 'cancelled_by_user', 'cancelled_by_provider')
GROUP BY 1, 2, 3, 4;
