CREATE TABLE "booking_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"type" text NOT NULL,
	"previous_value" text,
	"new_value" text,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_room" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"bed" integer DEFAULT 0 NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"service_type" text NOT NULL,
	"description" text,
	"date" date NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"tax_percentage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"front_path" text,
	"front_name" text,
	"front_mime" text,
	"back_path" text,
	"back_name" text,
	"back_mime" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"receipt_number" text,
	"receipt_path" text,
	"receipt_name" text,
	"receipt_mime" text,
	"department" text,
	"payment_mode" text,
	"booking_id" integer,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"notes" text,
	"submitted_by" integer,
	"submitted_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"booking_id" integer,
	"customer_id" integer,
	"expense_id" integer,
	"date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"description" text,
	"refund_reason" text,
	"refund_of" integer,
	"advance" boolean DEFAULT false NOT NULL,
	"received_by" integer,
	"received_by_name" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_night" (
	"room_id" integer NOT NULL,
	"bed" integer DEFAULT 0 NOT NULL,
	"date" date NOT NULL,
	"booking_room_id" integer NOT NULL,
	CONSTRAINT "room_night_room_id_bed_date_pk" PRIMARY KEY("room_id","bed","date")
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "max_booking_discount_percentage" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "max_order_discount_percentage" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "max_order_item_discount_percentage" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "group_reference" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "discount_percentage" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "services_total" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "expenses_total" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "anniversary" date;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "booking_audit" ADD CONSTRAINT "booking_audit_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_audit" ADD CONSTRAINT "booking_audit_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_audit" ADD CONSTRAINT "booking_audit_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_room" ADD CONSTRAINT "booking_room_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_room" ADD CONSTRAINT "booking_room_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_room" ADD CONSTRAINT "booking_room_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service" ADD CONSTRAINT "booking_service_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service" ADD CONSTRAINT "booking_service_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service" ADD CONSTRAINT "booking_service_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_document" ADD CONSTRAINT "customer_document_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_document" ADD CONSTRAINT "customer_document_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_submitted_by_app_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refund_of_payment_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_received_by_app_user_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_night" ADD CONSTRAINT "room_night_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_night" ADD CONSTRAINT "room_night_booking_room_id_booking_room_id_fk" FOREIGN KEY ("booking_room_id") REFERENCES "public"."booking_room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_audit_booking_id_created_at_index" ON "booking_audit" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_room_booking_id_index" ON "booking_room" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_room_property_id_from_date_index" ON "booking_room" USING btree ("property_id","from_date");--> statement-breakpoint
CREATE INDEX "booking_room_room_id_index" ON "booking_room" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "booking_service_booking_id_index" ON "booking_service" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "customer_document_customer_id_index" ON "customer_document" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "expense_property_id_date_index" ON "expense" USING btree ("property_id","date");--> statement-breakpoint
CREATE INDEX "expense_booking_id_index" ON "expense" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "expense_property_id_type_index" ON "expense" USING btree ("property_id","type");--> statement-breakpoint
CREATE INDEX "payment_property_id_date_index" ON "payment" USING btree ("property_id","date");--> statement-breakpoint
CREATE INDEX "payment_booking_id_index" ON "payment" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_property_id_status_index" ON "payment" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "room_night_booking_room_id_index" ON "room_night" USING btree ("booking_room_id");--> statement-breakpoint
CREATE INDEX "booking_property_id_departure_index" ON "booking" USING btree ("property_id","departure");--> statement-breakpoint
CREATE INDEX "booking_property_id_group_reference_index" ON "booking" USING btree ("property_id","group_reference");