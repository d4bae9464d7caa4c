CREATE TABLE "company" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"tax_number" text,
	"email" text,
	"phone" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"country" text,
	"postcode" text,
	"credit_limit" numeric(12, 2),
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"rate_plan_id" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_rate_plan_id_rate_plan_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_organisation_name_idx" ON "company" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "company_organisation_id_status_index" ON "company" USING btree ("organisation_id","status");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_company_id_index" ON "booking" USING btree ("company_id");