CREATE TABLE "service_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"reference_number" text NOT NULL,
	"issue_type" text NOT NULL,
	"description" text NOT NULL,
	"priority" text DEFAULT 'NORMAL' NOT NULL,
	"raised_by" text DEFAULT 'GUEST' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"room_id" integer,
	"booking_id" integer,
	"customer_id" integer,
	"assigned_role" text,
	"assigned_user_id" integer,
	"notes" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_request_status" CHECK ("service_request"."status" in ('OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED')),
	CONSTRAINT "service_request_priority" CHECK ("service_request"."priority" in ('LOW', 'NORMAL', 'HIGH', 'URGENT'))
);
--> statement-breakpoint
CREATE TABLE "service_request_sequence" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_request" ADD CONSTRAINT "service_request_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request" ADD CONSTRAINT "service_request_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request" ADD CONSTRAINT "service_request_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request" ADD CONSTRAINT "service_request_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request" ADD CONSTRAINT "service_request_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request" ADD CONSTRAINT "service_request_assigned_user_id_app_user_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request" ADD CONSTRAINT "service_request_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_sequence" ADD CONSTRAINT "service_request_sequence_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_request_property_sequence" ON "service_request" USING btree ("property_id","sequence");--> statement-breakpoint
CREATE INDEX "service_request_property_id_opened_at_index" ON "service_request" USING btree ("property_id","opened_at");--> statement-breakpoint
CREATE INDEX "service_request_property_id_status_index" ON "service_request" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "service_request_property_id_issue_type_index" ON "service_request" USING btree ("property_id","issue_type");--> statement-breakpoint
CREATE INDEX "service_request_organisation_id_opened_at_index" ON "service_request" USING btree ("organisation_id","opened_at");--> statement-breakpoint
CREATE INDEX "service_request_room_id_index" ON "service_request" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "service_request_booking_id_index" ON "service_request" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "service_request_customer_id_index" ON "service_request" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "service_request_assigned_user_id_index" ON "service_request" USING btree ("assigned_user_id");