CREATE TABLE "offering" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"business_service_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"code" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_minutes" integer,
	"capacity" integer DEFAULT 1 NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"tax_details" jsonb,
	"effective_from" date,
	"expires_on" date,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"bookable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offering_duration_check" CHECK ("offering"."duration_minutes" > 0),
	CONSTRAINT "offering_buffer_check" CHECK ("offering"."buffer_minutes" IS NULL OR "offering"."buffer_minutes" >= 0),
	CONSTRAINT "offering_capacity_check" CHECK ("offering"."capacity" >= 1),
	CONSTRAINT "offering_price_check" CHECK ("offering"."price" >= 0),
	CONSTRAINT "offering_dates_check" CHECK ("offering"."expires_on" IS NULL OR "offering"."effective_from" IS NULL OR "offering"."expires_on" >= "offering"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "offering_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"offering_id" integer NOT NULL,
	"url" text NOT NULL,
	"caption" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offering_resource" (
	"offering_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	CONSTRAINT "offering_resource_offering_id_resource_id_pk" PRIMARY KEY("offering_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "resource_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_time_off_range_check" CHECK ("resource_time_off"."ends_at" > "resource_time_off"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "service_resource" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"business_service_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"capacity" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"working_hours" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_resource_kind_check" CHECK ("service_resource"."kind" IN ('STAFF', 'ROOM', 'CHAIR', 'TABLE', 'VEHICLE', 'OTHER')),
	CONSTRAINT "service_resource_capacity_check" CHECK ("service_resource"."capacity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "business_service" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "business_service" ADD COLUMN "group_name" text;--> statement-breakpoint
ALTER TABLE "business_service" ADD COLUMN "min_lead_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_service" ADD COLUMN "max_lead_days" integer;--> statement-breakpoint
ALTER TABLE "business_service" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_service" ADD COLUMN "price_includes_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_service" ADD COLUMN "location_term" text;--> statement-breakpoint
ALTER TABLE "business_service" ADD COLUMN "resource_term" text;--> statement-breakpoint
ALTER TABLE "business_service" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "offering" ADD CONSTRAINT "offering_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering" ADD CONSTRAINT "offering_business_service_id_business_service_id_fk" FOREIGN KEY ("business_service_id") REFERENCES "public"."business_service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_image" ADD CONSTRAINT "offering_image_offering_id_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_resource" ADD CONSTRAINT "offering_resource_offering_id_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_resource" ADD CONSTRAINT "offering_resource_resource_id_service_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."service_resource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_time_off" ADD CONSTRAINT "resource_time_off_resource_id_service_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."service_resource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resource" ADD CONSTRAINT "service_resource_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resource" ADD CONSTRAINT "service_resource_business_service_id_business_service_id_fk" FOREIGN KEY ("business_service_id") REFERENCES "public"."business_service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resource" ADD CONSTRAINT "service_resource_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offering_property_id_index" ON "offering" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "offering_business_service_id_index" ON "offering" USING btree ("business_service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offering_property_code_key" ON "offering" USING btree ("property_id","code");--> statement-breakpoint
CREATE INDEX "offering_image_offering_id_index" ON "offering_image" USING btree ("offering_id");--> statement-breakpoint
CREATE INDEX "offering_resource_resource_id_index" ON "offering_resource" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resource_time_off_resource_id_starts_at_index" ON "resource_time_off" USING btree ("resource_id","starts_at");--> statement-breakpoint
CREATE INDEX "service_resource_property_id_index" ON "service_resource" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "service_resource_business_service_id_index" ON "service_resource" USING btree ("business_service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_resource_property_name_key" ON "service_resource" USING btree ("property_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "business_service_property_code_key" ON "business_service" USING btree ("property_id","code");--> statement-breakpoint
ALTER TABLE "business_service" ADD CONSTRAINT "business_service_lead_check" CHECK ("business_service"."min_lead_minutes" >= 0 AND ("business_service"."max_lead_days" IS NULL OR "business_service"."max_lead_days" >= 0));--> statement-breakpoint
ALTER TABLE "business_service" ADD CONSTRAINT "business_service_buffer_check" CHECK ("business_service"."buffer_minutes" >= 0);