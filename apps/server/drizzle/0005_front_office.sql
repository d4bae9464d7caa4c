CREATE TABLE "booking" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"booking_number" text NOT NULL,
	"sequence" integer NOT NULL,
	"status" text NOT NULL,
	"room_type_id" integer NOT NULL,
	"rate_plan_id" integer,
	"customer_id" integer NOT NULL,
	"arrival" date NOT NULL,
	"departure" date NOT NULL,
	"nights" integer NOT NULL,
	"rooms" integer NOT NULL,
	"units" integer NOT NULL,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"external_reference" text,
	"notes" text,
	"currency" text NOT NULL,
	"room_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"extra_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"paid" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_sequence" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"company" text,
	"email" text,
	"phone" text,
	"phone_digits" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"country" text,
	"postcode" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_room_type_id_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_rate_plan_id_rate_plan_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sequence" ADD CONSTRAINT "booking_sequence_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_property_id_booking_number_index" ON "booking" USING btree ("property_id","booking_number");--> statement-breakpoint
CREATE INDEX "booking_property_id_arrival_index" ON "booking" USING btree ("property_id","arrival");--> statement-breakpoint
CREATE INDEX "booking_property_id_status_arrival_index" ON "booking" USING btree ("property_id","status","arrival");--> statement-breakpoint
CREATE INDEX "booking_customer_id_index" ON "booking" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "booking_room_type_id_index" ON "booking" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "customer_property_id_last_name_first_name_index" ON "customer" USING btree ("property_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "customer_property_email_idx" ON "customer" USING btree ("property_id",lower("email"));--> statement-breakpoint
CREATE INDEX "customer_property_id_phone_digits_index" ON "customer" USING btree ("property_id","phone_digits");