CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"business_service_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"short_description" text,
	"description" text,
	"sell_price" numeric(12, 2) NOT NULL,
	"buy_price" numeric(12, 2),
	"discounted_price" numeric(12, 2),
	"tax_rate" numeric(5, 2),
	"out_of_stock" boolean DEFAULT false NOT NULL,
	"maintain_stock" boolean DEFAULT false NOT NULL,
	"units_in_stock" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_check" CHECK ("product"."units_in_stock" >= 0),
	CONSTRAINT "product_price_check" CHECK ("product"."sell_price" >= 0 AND ("product"."buy_price" IS NULL OR "product"."buy_price" >= 0) AND ("product"."discounted_price" IS NULL OR "product"."discounted_price" >= 0)),
	CONSTRAINT "product_tax_rate_check" CHECK ("product"."tax_rate" IS NULL OR ("product"."tax_rate" >= 0 AND "product"."tax_rate" <= 100))
);
--> statement-breakpoint
CREATE TABLE "product_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"business_service_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"category" text,
	"type" text,
	"image_url" text,
	"printer_name" text,
	"group_kot" boolean DEFAULT false NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"caption" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_modifier_group" (
	"product_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	CONSTRAINT "product_modifier_group_product_id_product_group_id_pk" PRIMARY KEY("product_id","product_group_id")
);
--> statement-breakpoint
CREATE TABLE "product_variation" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"factor" numeric(8, 4),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variation_price_check" CHECK ("product_variation"."price" >= 0 AND ("product_variation"."factor" IS NULL OR "product_variation"."factor" > 0))
);
--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_business_service_id_business_service_id_fk" FOREIGN KEY ("business_service_id") REFERENCES "public"."business_service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_product_group_id_product_group_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group" ADD CONSTRAINT "product_group_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group" ADD CONSTRAINT "product_group_business_service_id_business_service_id_fk" FOREIGN KEY ("business_service_id") REFERENCES "public"."business_service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifier_group" ADD CONSTRAINT "product_modifier_group_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifier_group" ADD CONSTRAINT "product_modifier_group_product_group_id_product_group_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variation" ADD CONSTRAINT "product_variation_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_property_id_index" ON "product" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "product_product_group_id_index" ON "product" USING btree ("product_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_service_code_key" ON "product" USING btree ("business_service_id","code");--> statement-breakpoint
CREATE INDEX "product_group_property_id_index" ON "product_group" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_group_service_name_key" ON "product_group" USING btree ("business_service_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_group_service_code_key" ON "product_group" USING btree ("business_service_id","code");--> statement-breakpoint
CREATE INDEX "product_image_product_id_index" ON "product_image" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_modifier_group_product_group_id_index" ON "product_modifier_group" USING btree ("product_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variation_product_name_key" ON "product_variation" USING btree ("product_id",lower("name"));