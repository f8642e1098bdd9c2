CREATE TABLE "approval_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"member_id" uuid,
	"name" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unique_id" text NOT NULL,
	"corporate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb,
	"quote_id" uuid,
	"requested_by_member_id" uuid,
	"requested_by_admin_id" uuid,
	"requested_by_name" text NOT NULL,
	"passenger_name" text NOT NULL,
	"group_name" text NOT NULL,
	"violations" text[] NOT NULL,
	"origin_address" text NOT NULL,
	"destination_address" text NOT NULL,
	"service_type_id" text NOT NULL,
	"estimate_cents" bigint NOT NULL,
	"scheduled_at" timestamp with time zone,
	"trip_reason" text,
	"cost_center" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"decided_by_name" text,
	"decided_by_member_id" uuid,
	"decided_at" timestamp with time zone,
	"deny_reason" text,
	"failure_code" text,
	"order_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_links" ADD CONSTRAINT "approval_links_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_links" ADD CONSTRAINT "approval_links_member_id_corporate_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."corporate_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_member_id_corporate_members_id_fk" FOREIGN KEY ("requested_by_member_id") REFERENCES "public"."corporate_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_links_token_uq" ON "approval_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_unique_id_uq" ON "approval_requests" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "approval_requests_list_idx" ON "approval_requests" USING btree ("corporate_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("corporate_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_requests_expiry_idx" ON "approval_requests" USING btree ("expires_at") WHERE "approval_requests"."status" = 'waiting';