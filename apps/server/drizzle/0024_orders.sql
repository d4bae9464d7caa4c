CREATE TABLE "order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"product_id" integer,
	"variation_id" integer,
	"product_name" text NOT NULL,
	"product_code" text NOT NULL,
	"variation_name" text,
	"group_name" text NOT NULL,
	"station" text,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"modifiers_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"note" text,
	"discount_percentage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"service_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"stock_taken" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_line_quantity_check" CHECK ("order_line"."quantity" >= 1 AND "order_line"."stock_taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_sequence" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"business_service_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"reference_number" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"payment_status" text DEFAULT 'NotPaid' NOT NULL,
	"delivery_method" text NOT NULL,
	"table_id" integer,
	"covers" integer,
	"booking_id" integer,
	"booking_service_id" integer,
	"delivery_address" text,
	"customer_id" integer,
	"notes" text,
	"currency" text NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_percentage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"service_charge_percentage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"service_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"paid" numeric(12, 2) DEFAULT 0 NOT NULL,
	"bill_requested_at" timestamp with time zone,
	"cancel_reason" text,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_status_check" CHECK ("sales_order"."status" IN ('NEW', 'CONFIRMED', 'IN_PROGRESS', 'READY_TO_SERVE', 'SERVED', 'OUT_FOR_DELIVERY', 'SHIPPED', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "sales_order_payment_status_check" CHECK ("sales_order"."payment_status" IN ('NotPaid', 'PartiallyPaid', 'Paid')),
	CONSTRAINT "sales_order_delivery_method_check" CHECK ("sales_order"."delivery_method" IN ('DINE_IN', 'TAKE_AWAY', 'ROOM_ORDER', 'DELIVERY')),
	CONSTRAINT "sales_order_covers_check" CHECK ("sales_order"."covers" IS NULL OR "sales_order"."covers" >= 1),
	CONSTRAINT "sales_order_money_check" CHECK ("sales_order"."total" >= 0 AND "sales_order"."discount_amount" >= 0 AND "sales_order"."tax" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "service_resource" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_variation_id_product_variation_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sequence" ADD CONSTRAINT "order_sequence_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_business_service_id_business_service_id_fk" FOREIGN KEY ("business_service_id") REFERENCES "public"."business_service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_table_id_service_resource_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."service_resource"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_booking_service_id_booking_service_id_fk" FOREIGN KEY ("booking_service_id") REFERENCES "public"."booking_service"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_order_id_index" ON "order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_line_product_id_index" ON "order_line" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_property_reference_key" ON "sales_order" USING btree ("property_id","reference_number");--> statement-breakpoint
CREATE INDEX "sales_order_property_id_created_at_index" ON "sales_order" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_order_table_id_status_index" ON "sales_order" USING btree ("table_id","status");--> statement-breakpoint
CREATE INDEX "sales_order_booking_id_index" ON "sales_order" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "sales_order_customer_id_index" ON "sales_order" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_order_id_index" ON "payment" USING btree ("order_id");