CREATE TABLE "business_hours" (
	"property_id" integer NOT NULL,
	"weekday" text NOT NULL,
	"open" boolean NOT NULL,
	"opens_at" text,
	"closes_at" text,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "business_hours_property_id_weekday_pk" PRIMARY KEY("property_id","weekday")
);
--> statement-breakpoint
CREATE TABLE "business_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"service_type" text,
	"email" text,
	"phone" text,
	"tax_details" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_rate" (
	"room_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"property_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"total" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"on_hold" integer DEFAULT 0 NOT NULL,
	"blocked" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"min_stay" integer,
	"max_stay" integer,
	"cta" boolean DEFAULT false NOT NULL,
	"ctd" boolean DEFAULT false NOT NULL,
	"stop_sell" boolean DEFAULT false NOT NULL,
	CONSTRAINT "daily_rate_room_type_id_date_pk" PRIMARY KEY("room_type_id","date")
);
--> statement-breakpoint
CREATE TABLE "onboarding_progress" (
	"property_id" integer NOT NULL,
	"step" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_progress_property_id_step_pk" PRIMARY KEY("property_id","step")
);
--> statement-breakpoint
CREATE TABLE "property_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"url" text NOT NULL,
	"caption" text,
	"main" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_stop_sell" (
	"property_id" integer NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_stop_sell_property_id_date_pk" PRIMARY KEY("property_id","date")
);
--> statement-breakpoint
CREATE TABLE "rate_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"amount" numeric(12, 2),
	"deviation_type" text DEFAULT 'AMOUNT' NOT NULL,
	"deviation" numeric(12, 2) DEFAULT 0 NOT NULL,
	"meal_plan" text DEFAULT 'ROOM_ONLY' NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_stay" integer,
	"max_stay" integer,
	"min_occupancy" integer,
	"max_occupancy" integer,
	"extra_adult_charge" numeric(12, 2),
	"extra_child_charge" numeric(12, 2),
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"effective_date" date,
	"expiry_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"room_number" text NOT NULL,
	"floor" integer,
	"bed_type" text,
	"status" text DEFAULT 'VACANT_READY' NOT NULL,
	"in_service" boolean DEFAULT true NOT NULL,
	"out_of_order_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_facility" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_type_facility" (
	"room_type_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	CONSTRAINT "room_type_facility_room_type_id_facility_id_pk" PRIMARY KEY("room_type_id","facility_id")
);
--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "slogan" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "business_description" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "whats_app" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "manager_first_name" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "manager_last_name" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "manager_email" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "manager_contact_no" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "gst_number" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "no_of_floor" integer;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "check_in_time" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "check_out_time" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "facebook" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "twitter" text;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "min_occupancy" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "max_occupancy" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "base_occupancy" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "extra_adult_charge" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "extra_child_charge" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "base_price" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "weekly_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "monthly_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "beds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "ranking" integer;--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "no_of_rooms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_type" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_service" ADD CONSTRAINT "business_service_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rate" ADD CONSTRAINT "daily_rate_room_type_id_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rate" ADD CONSTRAINT "daily_rate_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_image" ADD CONSTRAINT "property_image_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_stop_sell" ADD CONSTRAINT "property_stop_sell_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plan" ADD CONSTRAINT "rate_plan_room_type_id_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room" ADD CONSTRAINT "room_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room" ADD CONSTRAINT "room_room_type_id_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_facility" ADD CONSTRAINT "room_facility_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_facility" ADD CONSTRAINT "room_type_facility_room_type_id_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_facility" ADD CONSTRAINT "room_type_facility_facility_id_room_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."room_facility"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_service_property_id_index" ON "business_service" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "daily_rate_property_id_date_index" ON "daily_rate" USING btree ("property_id","date");--> statement-breakpoint
CREATE INDEX "property_image_property_id_index" ON "property_image" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plan_room_type_id_code_index" ON "rate_plan" USING btree ("room_type_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "room_property_id_room_number_index" ON "room" USING btree ("property_id","room_number");--> statement-breakpoint
CREATE INDEX "room_room_type_id_index" ON "room" USING btree ("room_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_facility_organisation_id_name_index" ON "room_facility" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "room_type_facility_facility_id_index" ON "room_type_facility" USING btree ("facility_id");