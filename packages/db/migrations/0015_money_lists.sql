CREATE INDEX "corporate_credits_created_idx" ON "corporate_credits" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "corporate_credits_status_created_idx" ON "corporate_credits" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "topups_created_idx" ON "topups" USING btree ("created_at","id");