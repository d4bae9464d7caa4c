CREATE TABLE "enquiry" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"property_id" integer,
	"sequence" integer NOT NULL,
	"enquiry_number" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"lost_reason" text,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text,
	"phone" text,
	"accommodation_type" text,
	"persons" integer DEFAULT 1 NOT NULL,
	"rooms" integer DEFAULT 1 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"pets" integer DEFAULT 0 NOT NULL,
	"location" text,
	"check_in_date" date,
	"check_out_date" date,
	"food_options" text,
	"dietary_requirement" text,
	"budget_min" numeric(12, 2),
	"budget_max" numeric(12, 2),
	"notes" text,
	"assignee_user_id" integer,
	"follow_up_date" date,
	"booking_id" integer,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_status" CHECK ("enquiry"."status" in ('NEW', 'QUOTED', 'WON', 'LOST', 'EXPIRED')),
	CONSTRAINT "enquiry_source" CHECK ("enquiry"."source" in ('PHONE', 'EMAIL', 'WALK_IN', 'WEBSITE', 'BOOKING_FORM')),
	CONSTRAINT "enquiry_lost_reason" CHECK ("enquiry"."status" <> 'LOST' or "enquiry"."lost_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "enquiry_sequence" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiry" ADD CONSTRAINT "enquiry_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry" ADD CONSTRAINT "enquiry_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry" ADD CONSTRAINT "enquiry_assignee_user_id_app_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry" ADD CONSTRAINT "enquiry_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry" ADD CONSTRAINT "enquiry_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_sequence" ADD CONSTRAINT "enquiry_sequence_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_organisation_sequence" ON "enquiry" USING btree ("organisation_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_booking" ON "enquiry" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "enquiry_organisation_id_status_created_at_index" ON "enquiry" USING btree ("organisation_id","status","created_at");--> statement-breakpoint
CREATE INDEX "enquiry_property_id_status_created_at_index" ON "enquiry" USING btree ("property_id","status","created_at");--> statement-breakpoint
CREATE INDEX "enquiry_assignee_user_id_index" ON "enquiry" USING btree ("assignee_user_id");--> statement-breakpoint
CREATE INDEX "enquiry_organisation_id_follow_up_date_index" ON "enquiry" USING btree ("organisation_id","follow_up_date");