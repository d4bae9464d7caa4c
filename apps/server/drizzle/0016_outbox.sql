CREATE TABLE "outbox_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer,
	"property_id" integer,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"html" text,
	"template_key" text NOT NULL,
	"template_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"transport" text,
	"provider_answer" text,
	"sent_at" timestamp with time zone,
	"related_entity" text,
	"related_id" text,
	"resend_of" integer,
	"dedupe_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_message_dedupeKey_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "outbox_message_channel_check" CHECK ("outbox_message"."channel" in ('EMAIL', 'SMS')),
	CONSTRAINT "outbox_message_status_check" CHECK ("outbox_message"."status" in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "outbox_message" ADD CONSTRAINT "outbox_message_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD CONSTRAINT "outbox_message_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD CONSTRAINT "outbox_message_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_message_due_idx" ON "outbox_message" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_message_organisation_idx" ON "outbox_message" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_message_property_idx" ON "outbox_message" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_message_created_idx" ON "outbox_message" USING btree ("created_at");