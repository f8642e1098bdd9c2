-- The public order links keep only their tokens' SHA-256 hashes (ADR 0018): the links already
-- sent keep working, looked up by the hash of the token they carry.
ALTER TABLE "trips" RENAME COLUMN "share_token" TO "share_token_hash";--> statement-breakpoint
UPDATE "trips" SET "share_token_hash" = encode(sha256(convert_to("share_token_hash", 'UTF8')), 'hex');--> statement-breakpoint
ALTER INDEX "trips_share_token_uq" RENAME TO "trips_share_token_hash_uq";--> statement-breakpoint
ALTER TABLE "order_stops" RENAME COLUMN "tracking_token" TO "tracking_token_hash";--> statement-breakpoint
UPDATE "order_stops" SET "tracking_token_hash" = encode(sha256(convert_to("tracking_token_hash", 'UTF8')), 'hex') WHERE "tracking_token_hash" IS NOT NULL;--> statement-breakpoint
ALTER INDEX "order_stops_tracking_token_uq" RENAME TO "order_stops_tracking_token_hash_uq";