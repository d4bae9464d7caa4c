CREATE TABLE "payment_gateway" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"test_mode_default" boolean DEFAULT true NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_gateway_kind_check" CHECK ("payment_gateway"."kind" in ('TEST', 'STRIPE'))
);
--> statement-breakpoint
CREATE TABLE "property_payment_setting" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"gateway_id" integer NOT NULL,
	"mode" text DEFAULT 'TEST' NOT NULL,
	"public_key" text,
	"secret_key_encrypted" text,
	"secret_key_last4" text,
	"webhook_secret_encrypted" text,
	"webhook_secret_last4" text,
	"card_fee_percentage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"transaction_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"callback_url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_payment_setting_propertyId_unique" UNIQUE("property_id"),
	CONSTRAINT "property_payment_setting_mode_check" CHECK ("property_payment_setting"."mode" in ('TEST', 'LIVE'))
);
--> statement-breakpoint
ALTER TABLE "property_payment_setting" ADD CONSTRAINT "property_payment_setting_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_payment_setting" ADD CONSTRAINT "property_payment_setting_gateway_id_payment_gateway_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."payment_gateway"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_payment_setting" ADD CONSTRAINT "property_payment_setting_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateway_name_unique" ON "payment_gateway" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "property_payment_setting_gateway_idx" ON "property_payment_setting" USING btree ("gateway_id");--> statement-breakpoint
INSERT INTO "payment_gateway" ("kind", "name", "enabled", "test_mode_default", "notes") VALUES ('TEST', 'BookOne test gateway', true, true, 'Built into BookOne for demos and tests: no money moves; every screen it shows says test mode.'), ('STRIPE', 'Stripe', true, true, 'Card payments through Stripe: each property enters its own publishable key, secret key and webhook signing secret.') ON CONFLICT DO NOTHING;
