DROP INDEX "corporate_members_email_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_members_corporate_email_uq" ON "corporate_members" USING btree ("corporate_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_members_login_uq" ON "corporate_members" USING btree ("email") WHERE "corporate_members"."password_hash" is not null;