CREATE TABLE "campaign" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"property_id" integer,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"audience" jsonb NOT NULL,
	"promotion_id" integer,
	"content" jsonb NOT NULL,
	"scheduled_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"audience_size" integer,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_channel_check" CHECK ("campaign"."channel" in ('EMAIL', 'SMS')),
	CONSTRAINT "campaign_status_check" CHECK ("campaign"."status" in ('DRAFT', 'SCHEDULED', 'SENT', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "campaign_recipient" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"message_id" integer,
	"language" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipient" ADD CONSTRAINT "campaign_recipient_campaign_id_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipient" ADD CONSTRAINT "campaign_recipient_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipient" ADD CONSTRAINT "campaign_recipient_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipient" ADD CONSTRAINT "campaign_recipient_message_id_outbox_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox_message"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_organisation_id_created_at_index" ON "campaign" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_property_id_created_at_index" ON "campaign" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_due_idx" ON "campaign" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipient_once_idx" ON "campaign_recipient" USING btree ("campaign_id","customer_id");--> statement-breakpoint
CREATE INDEX "campaign_recipient_customer_id_index" ON "campaign_recipient" USING btree ("customer_id");