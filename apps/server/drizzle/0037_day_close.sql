CREATE TABLE "day_close_exception" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"kind" text NOT NULL,
	"booking_id" integer,
	"order_id" integer,
	"reference" text NOT NULL,
	"guest_name" text,
	"amount" numeric(12, 2),
	"marked_no_show" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_close_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"trigger" text NOT NULL,
	"steps_done" text[] DEFAULT '{}'::text[] NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"nights_posted" integer DEFAULT 0 NOT NULL,
	"amount_posted" numeric(12, 2) DEFAULT 0 NOT NULL,
	"no_shows" integer DEFAULT 0 NOT NULL,
	"exceptions" integer DEFAULT 0 NOT NULL,
	"started_by" integer,
	"started_by_name" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "day_close_run_status_check" CHECK ("day_close_run"."status" in ('RUNNING', 'DONE')),
	CONSTRAINT "day_close_run_trigger_check" CHECK ("day_close_run"."trigger" in ('AUTOMATIC', 'MANUAL'))
);
--> statement-breakpoint
CREATE TABLE "property_day_close" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"audit_time" text DEFAULT '02:00' NOT NULL,
	"mark_no_shows" boolean DEFAULT true NOT NULL,
	"business_date" date,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_day_close_time_check" CHECK ("property_day_close"."audit_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "room_charge_posting" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"night" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_close_exception" ADD CONSTRAINT "day_close_exception_run_id_day_close_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."day_close_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_close_exception" ADD CONSTRAINT "day_close_exception_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_close_exception" ADD CONSTRAINT "day_close_exception_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_close_run" ADD CONSTRAINT "day_close_run_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_close_run" ADD CONSTRAINT "day_close_run_started_by_app_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_day_close" ADD CONSTRAINT "property_day_close_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_day_close" ADD CONSTRAINT "property_day_close_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_charge_posting" ADD CONSTRAINT "room_charge_posting_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_charge_posting" ADD CONSTRAINT "room_charge_posting_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_charge_posting" ADD CONSTRAINT "room_charge_posting_run_id_day_close_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."day_close_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_close_exception_run_id_kind_index" ON "day_close_exception" USING btree ("run_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "day_close_run_date_key" ON "day_close_run" USING btree ("property_id","business_date");--> statement-breakpoint
CREATE INDEX "day_close_run_status_lease_until_index" ON "day_close_run" USING btree ("status","lease_until");--> statement-breakpoint
CREATE UNIQUE INDEX "room_charge_posting_night_key" ON "room_charge_posting" USING btree ("booking_id","night");--> statement-breakpoint
CREATE INDEX "room_charge_posting_run_id_index" ON "room_charge_posting" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "room_charge_posting_property_id_night_index" ON "room_charge_posting" USING btree ("property_id","night");