CREATE TABLE "business_lead" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"business_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text,
	"mobile" text,
	"owner_name" text,
	"property_name" text NOT NULL,
	"city" text,
	"solutions" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"stage" text DEFAULT 'NEW' NOT NULL,
	"lost_reason" text,
	"account_manager_user_id" integer,
	"follow_up_date" date,
	"property_id" integer,
	"admin_user_id" integer,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_lead_stage" CHECK ("business_lead"."stage" in ('NEW', 'CONTACTED', 'DEMO', 'PROPOSAL', 'WON', 'LOST')),
	CONSTRAINT "business_lead_source" CHECK ("business_lead"."source" in ('BOOK_A_DEMO', 'PHONE', 'EMAIL', 'REFERRAL', 'EVENT', 'OTHER')),
	CONSTRAINT "business_lead_lost_reason" CHECK ("business_lead"."stage" <> 'LOST' or "business_lead"."lost_reason" is not null),
	CONSTRAINT "business_lead_contact" CHECK ("business_lead"."email" is not null or "business_lead"."mobile" is not null)
);
--> statement-breakpoint
CREATE TABLE "business_lead_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_lead" ADD CONSTRAINT "business_lead_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_lead" ADD CONSTRAINT "business_lead_account_manager_user_id_app_user_id_fk" FOREIGN KEY ("account_manager_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_lead" ADD CONSTRAINT "business_lead_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_lead" ADD CONSTRAINT "business_lead_admin_user_id_app_user_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_lead" ADD CONSTRAINT "business_lead_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_lead_note" ADD CONSTRAINT "business_lead_note_lead_id_business_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."business_lead"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_lead_note" ADD CONSTRAINT "business_lead_note_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_lead_organisation_id_stage_stage_changed_at_index" ON "business_lead" USING btree ("organisation_id","stage","stage_changed_at");--> statement-breakpoint
CREATE INDEX "business_lead_organisation_id_created_at_index" ON "business_lead" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "business_lead_note_lead_id_created_at_index" ON "business_lead_note" USING btree ("lead_id","created_at");