CREATE TABLE "promotion" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"seo_friendly_name" text,
	"description" text,
	"highlights" text,
	"restrictions" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"coupon_code" text NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" numeric(12, 2) NOT NULL,
	"minimum_spend" numeric(12, 2),
	"applies_to" text DEFAULT 'ALL' NOT NULL,
	"room_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_plan_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offering_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stay_from" date,
	"stay_to" date,
	"stay_weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_days_before" integer,
	"max_days_before" integer,
	"total_uses" integer,
	"uses_per_customer" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_dates_check" CHECK ("promotion"."end_date" >= "promotion"."start_date"),
	CONSTRAINT "promotion_discount_kind_check" CHECK ("promotion"."discount_kind" in ('PERCENT', 'AMOUNT')),
	CONSTRAINT "promotion_discount_check" CHECK ("promotion"."discount_value" > 0 AND ("promotion"."discount_kind" <> 'PERCENT' OR "promotion"."discount_value" <= 100)),
	CONSTRAINT "promotion_applies_to_check" CHECK ("promotion"."applies_to" in ('ALL', 'ROOMS', 'OFFERINGS', 'PRODUCT_GROUPS')),
	CONSTRAINT "promotion_uses_check" CHECK ("promotion"."uses_count" >= 0 AND ("promotion"."total_uses" is null OR "promotion"."uses_count" <= "promotion"."total_uses"))
);
--> statement-breakpoint
CREATE TABLE "promotion_redemption" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"sale_kind" text NOT NULL,
	"sale_id" integer NOT NULL,
	"sale_reference" text,
	"customer_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"revenue" numeric(12, 2) NOT NULL,
	"campaign_id" integer,
	"released_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_redemption_kind_check" CHECK ("promotion_redemption"."sale_kind" in ('BOOKING', 'RESERVATION', 'ORDER')),
	CONSTRAINT "promotion_redemption_amount_check" CHECK ("promotion_redemption"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemption" ADD CONSTRAINT "promotion_redemption_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemption" ADD CONSTRAINT "promotion_redemption_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemption" ADD CONSTRAINT "promotion_redemption_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemption" ADD CONSTRAINT "promotion_redemption_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_property_code_key" ON "promotion" USING btree ("property_id",lower("coupon_code"));--> statement-breakpoint
CREATE INDEX "promotion_property_dates_idx" ON "promotion" USING btree ("property_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "promotion_redemption_promotion_idx" ON "promotion_redemption" USING btree ("promotion_id","customer_id");--> statement-breakpoint
CREATE INDEX "promotion_redemption_campaign_idx" ON "promotion_redemption" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemption_sale_key" ON "promotion_redemption" USING btree ("sale_kind","sale_id") WHERE "promotion_redemption"."released_at" is null;