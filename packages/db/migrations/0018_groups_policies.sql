CREATE TABLE "collaborator_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cost_center" text,
	"policy" jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_users" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "trip_reason" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "cost_center" text;--> statement-breakpoint
ALTER TABLE "multistop_quotes" ADD COLUMN "trip_reason" text;--> statement-breakpoint
ALTER TABLE "multistop_quotes" ADD COLUMN "cost_center" text;--> statement-breakpoint
ALTER TABLE "collaborator_groups" ADD CONSTRAINT "collaborator_groups_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collaborator_groups_name_uq" ON "collaborator_groups" USING btree ("corporate_id",lower("name")) WHERE "collaborator_groups"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "payroll_users" ADD CONSTRAINT "payroll_users_group_id_collaborator_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."collaborator_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_users_group_idx" ON "payroll_users" USING btree ("group_id") WHERE "payroll_users"."group_id" is not null;