ALTER TABLE "sessions" ADD COLUMN "opened_by_session_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_opened_by_session_id_sessions_id_fk" FOREIGN KEY ("opened_by_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_admin_idx" ON "sessions" USING btree ("admin_id","ip") WHERE "sessions"."admin_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_opened_by_idx" ON "sessions" USING btree ("opened_by_session_id") WHERE "sessions"."opened_by_session_id" is not null;