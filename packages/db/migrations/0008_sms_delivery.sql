ALTER TABLE "sms_outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_order_id_trips_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_pending_idx" ON "sms_outbox" USING btree ("created_at") WHERE "sms_outbox"."sent_at" is null and "sms_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "sms_outbox_order_idx" ON "sms_outbox" USING btree ("order_id");--> statement-breakpoint
-- Rows written before SMS were relayed name no order: each is linked to the order whose tracking
-- link it carries, so the relay sends it only while that order runs (none for a finished one).
UPDATE "sms_outbox" AS s SET "order_id" = st."order_id"
  FROM "order_stops" AS st
  WHERE s."order_id" IS NULL AND st."tracking_token" IS NOT NULL
    AND position('/parcel-track/' || st."tracking_token" in s."text") > 0;
--> statement-breakpoint
-- A tracking link no order has any more: its order was removed (the provider refused it).
UPDATE "sms_outbox" SET "failed_at" = now(), "error" = 'its order was removed before it was sent'
  WHERE "order_id" IS NULL AND "sent_at" IS NULL AND position('/parcel-track/' in "text") > 0;
