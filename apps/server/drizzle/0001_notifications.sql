CREATE TABLE "notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"notification_type" text NOT NULL,
	"reference_number" text,
	"reference_id" text,
	"status" text NOT NULL,
	"notification_status" text DEFAULT 'New' NOT NULL,
	"message" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_property_id_index" ON "notification" USING btree ("property_id");