CREATE TABLE "proformas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporate_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "proformas_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"amount_cents" bigint NOT NULL,
	"concept" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"buyer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proformas_amount_positive" CHECK ("proformas"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proformas_seq_uq" ON "proformas" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "proformas_corporate_idx" ON "proformas" USING btree ("corporate_id","created_at","id");