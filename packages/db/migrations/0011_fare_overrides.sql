CREATE TABLE "fare_overrides" (
	"city_id" text NOT NULL,
	"service_type_id" text NOT NULL,
	"base_cents" integer NOT NULL,
	"per_km_cents" integer NOT NULL,
	"per_min_cents" integer NOT NULL,
	"minimum_cents" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fare_overrides_city_id_service_type_id_pk" PRIMARY KEY("city_id","service_type_id")
);
--> statement-breakpoint
ALTER TABLE "fare_overrides" ADD CONSTRAINT "fare_overrides_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;