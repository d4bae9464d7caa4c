CREATE TABLE "reservation" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"reference_number" text NOT NULL,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"customer_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"notes" text,
	"service_address" text,
	"currency" text NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_percentage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"confirmed_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_status_check" CHECK ("reservation"."status" IN ('BOOKED', 'CONFIRMED', 'CHECKED_IN', 'COMPLETED', 'CANCELLED', 'NO_SHOW')),
	CONSTRAINT "reservation_range_check" CHECK ("reservation"."ends_at" > "reservation"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "reservation_hold" (
	"resource_id" integer NOT NULL,
	"cell_start" timestamp with time zone NOT NULL,
	"lane" integer NOT NULL,
	"offering_id" integer NOT NULL,
	"session_start" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer NOT NULL,
	CONSTRAINT "reservation_hold_resource_id_cell_start_lane_pk" PRIMARY KEY("resource_id","cell_start","lane"),
	CONSTRAINT "reservation_hold_taken_check" CHECK ("reservation_hold"."taken" >= 1 AND "reservation_hold"."taken" <= "reservation_hold"."capacity"),
	CONSTRAINT "reservation_hold_lane_check" CHECK ("reservation_hold"."lane" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reservation_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"offering_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"lane" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"persons" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_line_persons_check" CHECK ("reservation_line"."persons" >= 1),
	CONSTRAINT "reservation_line_range_check" CHECK ("reservation_line"."ends_at" > "reservation_line"."starts_at" AND "reservation_line"."held_until" >= "reservation_line"."ends_at"),
	CONSTRAINT "reservation_line_lane_check" CHECK ("reservation_line"."lane" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reservation_sequence" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_hold" ADD CONSTRAINT "reservation_hold_resource_id_service_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."service_resource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_hold" ADD CONSTRAINT "reservation_hold_offering_id_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offering"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_line" ADD CONSTRAINT "reservation_line_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_line" ADD CONSTRAINT "reservation_line_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_line" ADD CONSTRAINT "reservation_line_offering_id_offering_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offering"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_line" ADD CONSTRAINT "reservation_line_resource_id_service_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."service_resource"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_sequence" ADD CONSTRAINT "reservation_sequence_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_property_reference_key" ON "reservation" USING btree ("property_id","reference_number");--> statement-breakpoint
CREATE INDEX "reservation_property_id_starts_at_index" ON "reservation" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservation_property_id_status_starts_at_index" ON "reservation" USING btree ("property_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "reservation_customer_id_index" ON "reservation" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "reservation_line_reservation_id_index" ON "reservation_line" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_line_resource_id_starts_at_index" ON "reservation_line" USING btree ("resource_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservation_line_property_id_starts_at_index" ON "reservation_line" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservation_line_offering_id_index" ON "reservation_line" USING btree ("offering_id");