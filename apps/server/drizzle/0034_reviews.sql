CREATE TABLE "review" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"aspects" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text,
	"display_name" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"status_reason" text,
	"status_changed_by_name" text,
	"status_changed_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requestId_unique" UNIQUE("request_id"),
	CONSTRAINT "review_rating_check" CHECK ("review"."rating" between 1 and 5),
	CONSTRAINT "review_status_check" CHECK ("review"."status" in ('NEW', 'PUBLISHED', 'HIDDEN'))
);
--> statement-breakpoint
CREATE TABLE "review_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"sale_kind" text NOT NULL,
	"sale_id" integer NOT NULL,
	"sale_reference" text NOT NULL,
	"about" text NOT NULL,
	"visit_date" date NOT NULL,
	"customer_id" integer,
	"guest_name" text,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_request_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "review_request_sale_kind_check" CHECK ("review_request"."sale_kind" in ('BOOKING', 'RESERVATION', 'ORDER'))
);
--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_request_id_review_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."review_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_request" ADD CONSTRAINT "review_request_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_request" ADD CONSTRAINT "review_request_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_property_created_idx" ON "review" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_request_sale_unique" ON "review_request" USING btree ("sale_kind","sale_id");--> statement-breakpoint
CREATE INDEX "review_request_property_id_index" ON "review_request" USING btree ("property_id");