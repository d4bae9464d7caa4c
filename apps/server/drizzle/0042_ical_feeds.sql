CREATE TABLE "ical_export_feed" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"room_id" integer,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ical_export_feed_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "ical_import_feed" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"room_id" integer,
	"name" text NOT NULL,
	"url_sealed" text NOT NULL,
	"url_hash" text NOT NULL,
	"interval_minutes" integer DEFAULT 15 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_fetch_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_event_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ical_import_feed_status_check" CHECK ("ical_import_feed"."status" in ('ACTIVE', 'PAUSED')),
	CONSTRAINT "ical_import_feed_interval_check" CHECK ("ical_import_feed"."interval_minutes" between 5 and 1440)
);
--> statement-breakpoint
ALTER TABLE "ical_export_feed" ADD CONSTRAINT "ical_export_feed_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_export_feed" ADD CONSTRAINT "ical_export_feed_room_type_id_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_export_feed" ADD CONSTRAINT "ical_export_feed_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_import_feed" ADD CONSTRAINT "ical_import_feed_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_import_feed" ADD CONSTRAINT "ical_import_feed_connection_id_channel_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_import_feed" ADD CONSTRAINT "ical_import_feed_room_type_id_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_import_feed" ADD CONSTRAINT "ical_import_feed_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ical_export_feed_live_unique" ON "ical_export_feed" USING btree ("property_id","room_type_id",coalesce("room_id", 0)) WHERE "ical_export_feed"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ical_import_feed_url_unique" ON "ical_import_feed" USING btree ("property_id","url_hash");--> statement-breakpoint
CREATE INDEX "ical_import_feed_due_idx" ON "ical_import_feed" USING btree ("status","next_fetch_at");--> statement-breakpoint
CREATE INDEX "ical_import_feed_connection_idx" ON "ical_import_feed" USING btree ("connection_id");