CREATE TABLE "property_message_setting" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"booking_confirmation" boolean DEFAULT true NOT NULL,
	"reservation_confirmation" boolean DEFAULT true NOT NULL,
	"reservation_reminder" boolean DEFAULT true NOT NULL,
	"reservation_reminder_hours" integer DEFAULT 24 NOT NULL,
	"arrival_reminder" boolean DEFAULT true NOT NULL,
	"arrival_reminder_hours" integer DEFAULT 24 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_message_setting_language_check" CHECK ("property_message_setting"."language" in ('en', 'fr')),
	CONSTRAINT "property_message_setting_hours_check" CHECK ("property_message_setting"."reservation_reminder_hours" between 1 and 168 AND "property_message_setting"."arrival_reminder_hours" between 1 and 168)
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "property_message_setting" ADD CONSTRAINT "property_message_setting_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_message_setting" ADD CONSTRAINT "property_message_setting_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;