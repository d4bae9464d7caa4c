CREATE TABLE "booking_engine_setting" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"allow_hold" boolean DEFAULT false NOT NULL,
	"deposit_percentage" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_engine_setting_deposit_check" CHECK ("booking_engine_setting"."deposit_percentage" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "payment_link" ADD COLUMN "booking_request" jsonb;--> statement-breakpoint
ALTER TABLE "booking_engine_setting" ADD CONSTRAINT "booking_engine_setting_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;