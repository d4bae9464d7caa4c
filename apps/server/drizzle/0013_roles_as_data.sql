CREATE TABLE "role" (
	"role" text PRIMARY KEY NOT NULL,
	"label" text,
	"description" text,
	"scope" text NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_scope" CHECK ("role"."scope" in ('platform', 'organisation', 'property'))
);
--> statement-breakpoint
CREATE TABLE "role_catalogue" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "role_catalogue_single_row" CHECK ("role_catalogue"."id" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "role_label_unique" ON "role" USING btree (lower("label"));--> statement-breakpoint
INSERT INTO "role_catalogue" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
