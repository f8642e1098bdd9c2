-- An invoice states what its taxes, rounded to the cent, leave of the payment (rounding_cents).
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_sum";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "rounding_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_rounding" CHECK ("invoices"."rounding_cents" between 0 and 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sum" CHECK ("invoices"."base_cents" + "invoices"."iva_cents" + "invoices"."igtf_cents" + "invoices"."rounding_cents" = "invoices"."total_cents");--> statement-breakpoint
-- One exchange rate per Caracas day, in force from that day's first minute. A day that holds
-- more than one (a seeded rate stamped at the seed's time of day, then the rate finance set for
-- the same day) keeps the newest row, which is the one finance meant; the others go.
DELETE FROM "exchange_rates" r USING "exchange_rates" newer
WHERE newer."currency" = r."currency"
  AND ((newer."effective_at" at time zone 'America/Caracas')::date) = ((r."effective_at" at time zone 'America/Caracas')::date)
  AND newer."id" > r."id";--> statement-breakpoint
UPDATE "exchange_rates"
SET "effective_at" = (((("effective_at" at time zone 'America/Caracas')::date)::timestamp) at time zone 'America/Caracas')
WHERE "effective_at" <> (((("effective_at" at time zone 'America/Caracas')::date)::timestamp) at time zone 'America/Caracas');--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_one_per_day" ON "exchange_rates" USING btree ("currency",(("effective_at" at time zone 'America/Caracas')::date));
--> statement-breakpoint
-- A parcel's charge is a parcel charge: the ones booked as trip charges before take their origin
-- (the only change ever made to a transfer besides its date; the trigger is off for it alone).
ALTER TABLE "ledger_transfers" DISABLE TRIGGER "ledger_transfers_append_only";--> statement-breakpoint
UPDATE "ledger_transfers" t SET "kind" = 'parcel_charge'
FROM "trips" o
WHERE t."kind" = 'trip_charge' AND t."metadata"->>'trip_id' = o."id"::text AND o."kind" = 'parcel';--> statement-breakpoint
ALTER TABLE "ledger_transfers" ENABLE TRIGGER "ledger_transfers_append_only";
