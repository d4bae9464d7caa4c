CREATE TABLE "business_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"key" text NOT NULL,
	"label_en" text NOT NULL,
	"label_fr" text NOT NULL,
	"location_term_en" text NOT NULL,
	"location_term_fr" text NOT NULL,
	"resource_term_en" text NOT NULL,
	"resource_term_fr" text NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_agreement" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributor_organisation_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"commission_percentage" numeric(5, 2) NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_agreement_status_check" CHECK ("partner_agreement"."status" in ('ACTIVE', 'SUSPENDED', 'ENDED')),
	CONSTRAINT "partner_agreement_commission_check" CHECK ("partner_agreement"."commission_percentage" >= 0 and "partner_agreement"."commission_percentage" <= 100),
	CONSTRAINT "partner_agreement_dates_check" CHECK ("partner_agreement"."end_date" is null or "partner_agreement"."end_date" >= "partner_agreement"."start_date")
);
--> statement-breakpoint
ALTER TABLE "business_type" ADD CONSTRAINT "business_type_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_agreement" ADD CONSTRAINT "partner_agreement_distributor_organisation_id_organisation_id_fk" FOREIGN KEY ("distributor_organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_agreement" ADD CONSTRAINT "partner_agreement_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_type_organisation_key_idx" ON "business_type" USING btree ("organisation_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_agreement_live_idx" ON "partner_agreement" USING btree ("distributor_organisation_id","property_id") WHERE "partner_agreement"."status" <> 'ENDED';--> statement-breakpoint
CREATE INDEX "partner_agreement_property_idx" ON "partner_agreement" USING btree ("property_id");