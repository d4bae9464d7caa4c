CREATE TABLE "kitchen_sequence" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"station" text NOT NULL,
	"group_name" text,
	"priority" text DEFAULT 'NORMAL' NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"delivery_method" text NOT NULL,
	"label" text,
	"notes" text,
	"created_by" integer,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_ticket_status_check" CHECK ("kitchen_ticket"."status" IN ('NEW', 'PREPARING', 'READY', 'SERVED')),
	CONSTRAINT "kitchen_ticket_priority_check" CHECK ("kitchen_ticket"."priority" IN ('NORMAL', 'RUSH'))
);
--> statement-breakpoint
CREATE TABLE "kitchen_ticket_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"order_line_id" integer,
	"product_name" text NOT NULL,
	"variation_name" text,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"note" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kitchen_sequence" ADD CONSTRAINT "kitchen_sequence_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_ticket" ADD CONSTRAINT "kitchen_ticket_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_ticket" ADD CONSTRAINT "kitchen_ticket_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_ticket" ADD CONSTRAINT "kitchen_ticket_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_ticket_line" ADD CONSTRAINT "kitchen_ticket_line_ticket_id_kitchen_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."kitchen_ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_ticket_line" ADD CONSTRAINT "kitchen_ticket_line_order_line_id_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_line"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_ticket_property_number_key" ON "kitchen_ticket" USING btree ("property_id","number");--> statement-breakpoint
CREATE INDEX "kitchen_ticket_property_id_status_station_index" ON "kitchen_ticket" USING btree ("property_id","status","station");--> statement-breakpoint
CREATE INDEX "kitchen_ticket_order_id_index" ON "kitchen_ticket" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "kitchen_ticket_line_ticket_id_index" ON "kitchen_ticket_line" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_ticket_line_order_line_key" ON "kitchen_ticket_line" USING btree ("order_line_id");