ALTER TABLE "organisation" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "landline" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "country_name" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "currency_symbol" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "theme_primary" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "theme_secondary" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "font_family" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "support_name" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "support_phone" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "facebook" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "twitter" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_name_idx" ON "organisation" USING btree (lower("name"));