CREATE TABLE "channel" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"logo_url" text,
	"website" text,
	"email" text,
	"contact_number" text,
	"adapter_kind" text NOT NULL,
	"booking_source" text NOT NULL,
	"availability_url" text,
	"rates_url" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_status_check" CHECK ("channel"."status" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "channel_connection" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"external_property_id" text,
	"commission_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"commission_fee_type" text DEFAULT 'PERCENTAGE' NOT NULL,
	"convenience_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"convenience_fee_type" text DEFAULT 'AMOUNT' NOT NULL,
	"rate_adjustment_percent" numeric(6, 2) DEFAULT 0 NOT NULL,
	"stop_sell" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"webhook_token_hash" text,
	"last_sync_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_connection_webhookTokenHash_unique" UNIQUE("webhook_token_hash"),
	CONSTRAINT "channel_connection_status_check" CHECK ("channel_connection"."status" in ('ACTIVE', 'PAUSED')),
	CONSTRAINT "channel_connection_fee_type_check" CHECK ("channel_connection"."commission_fee_type" in ('PERCENTAGE', 'AMOUNT') and "channel_connection"."convenience_fee_type" in ('PERCENTAGE', 'AMOUNT')),
	CONSTRAINT "channel_connection_adjustment_check" CHECK ("channel_connection"."rate_adjustment_percent" > -100)
);
--> statement-breakpoint
CREATE TABLE "channel_mapping" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"rate_plan_id" integer,
	"external_room_code" text NOT NULL,
	"external_rate_code" text,
	"stop_sell" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"room_type_ids" jsonb,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latest_due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_push_status_check" CHECK ("channel_push"."status" in ('PENDING', 'SENDING', 'SENT', 'FAILED')),
	CONSTRAINT "channel_push_range_check" CHECK ("channel_push"."to_date" > "channel_push"."from_date")
);
--> statement-breakpoint
CREATE TABLE "channel_reservation" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"external_transaction_id" text,
	"booking_id" integer,
	"status" text NOT NULL,
	"booking_status" text,
	"room_type_id" integer,
	"room_id" integer,
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"contact_number" text,
	"no_of_person" integer DEFAULT 1 NOT NULL,
	"paid_amount" numeric(12, 2),
	"total_amount" numeric(12, 2),
	"mode_of_payment" text,
	"payload" text,
	"payload_type" text DEFAULT 'JSON' NOT NULL,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_reservation_status_check" CHECK ("channel_reservation"."status" in ('BOOKED', 'MODIFIED', 'CANCELLED', 'OVERBOOKED'))
);
--> statement-breakpoint
CREATE TABLE "channel_sync_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"error" text,
	"payload" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "channel_sync_event_direction_check" CHECK ("channel_sync_event"."direction" in ('PUSH', 'PULL', 'RECEIVE')),
	CONSTRAINT "channel_sync_event_status_check" CHECK ("channel_sync_event"."status" in ('SUCCESS', 'ERROR'))
);
--> statement-breakpoint
ALTER TABLE "channel_connection" ADD CONSTRAINT "channel_connection_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_connection" ADD CONSTRAINT "channel_connection_channel_id_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_mapping" ADD CONSTRAINT "channel_mapping_connection_id_channel_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_mapping" ADD CONSTRAINT "channel_mapping_room_type_id_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_mapping" ADD CONSTRAINT "channel_mapping_rate_plan_id_rate_plan_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_push" ADD CONSTRAINT "channel_push_connection_id_channel_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_reservation" ADD CONSTRAINT "channel_reservation_connection_id_channel_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_reservation" ADD CONSTRAINT "channel_reservation_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_reservation" ADD CONSTRAINT "channel_reservation_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_reservation" ADD CONSTRAINT "channel_reservation_room_type_id_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_type"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_reservation" ADD CONSTRAINT "channel_reservation_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_sync_event" ADD CONSTRAINT "channel_sync_event_connection_id_channel_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."channel_connection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_name_unique" ON "channel" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "channel_connection_property_channel_unique" ON "channel_connection" USING btree ("property_id","channel_id");--> statement-breakpoint
CREATE INDEX "channel_connection_channel_idx" ON "channel_connection" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_mapping_room_rate_unique" ON "channel_mapping" USING btree ("connection_id","room_type_id",coalesce("rate_plan_id", 0));--> statement-breakpoint
CREATE INDEX "channel_mapping_code_idx" ON "channel_mapping" USING btree ("connection_id","external_room_code");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_push_one_pending" ON "channel_push" USING btree ("connection_id") WHERE "channel_push"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "channel_push_due_idx" ON "channel_push" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_reservation_external_unique" ON "channel_reservation" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE INDEX "channel_reservation_property_idx" ON "channel_reservation" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "channel_reservation_overbooked_idx" ON "channel_reservation" USING btree ("property_id","checkin_date") WHERE "channel_reservation"."status" = 'OVERBOOKED';--> statement-breakpoint
CREATE INDEX "channel_reservation_booking_idx" ON "channel_reservation" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "channel_sync_event_connection_idx" ON "channel_sync_event" USING btree ("connection_id","started_at");