CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"photo_url" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"organisation_id" integer,
	"property_id" integer,
	"target_start_date" date,
	"target_end_date" date,
	"target_amount" numeric(12, 2),
	"enabled" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organisation" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_organisation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"business_type" text NOT NULL,
	"property_status" text DEFAULT 'NEW' NOT NULL,
	"plan" text,
	"logo_url" text,
	"image_url" text,
	"seo_friendly_name" text,
	"local_currency" text DEFAULT 'NZD' NOT NULL,
	"timezone" text DEFAULT 'Pacific/Auckland' NOT NULL,
	"email" text,
	"mobile" text,
	"phone" text,
	"address_line1" text,
	"address_line2" text,
	"suburb" text,
	"city" text,
	"state" text,
	"country" text,
	"postcode" text,
	"tax_details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_seoFriendlyName_unique" UNIQUE("seo_friendly_name")
);
--> statement-breakpoint
CREATE TABLE "property_subscription" (
	"property_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_subscription_property_id_subscription_id_pk" PRIMARY KEY("property_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "room_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"monthly_amount" numeric(12, 2) NOT NULL,
	"annual_amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_parent_organisation_id_organisation_id_fk" FOREIGN KEY ("parent_organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property" ADD CONSTRAINT "property_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_subscription" ADD CONSTRAINT "property_subscription_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_subscription" ADD CONSTRAINT "property_subscription_subscription_id_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscription"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_subscription" ADD CONSTRAINT "property_subscription_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type" ADD CONSTRAINT "room_type_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_user_organisation_id_index" ON "app_user" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "app_user_property_id_index" ON "app_user" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_organisation_id_index" ON "property" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "room_type_property_id_index" ON "room_type" USING btree ("property_id");