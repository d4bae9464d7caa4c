CREATE TABLE "address_place" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"name_fr" text,
	"code" text,
	"postcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_place_code_unique" UNIQUE("code"),
	CONSTRAINT "address_place_parent_check" CHECK (("address_place"."level" = 'country') = ("address_place"."parent_id" is null)),
	CONSTRAINT "address_place_level_check" CHECK ("address_place"."level" in ('country', 'state', 'city', 'suburb', 'street'))
);
--> statement-breakpoint
ALTER TABLE "address_place" ADD CONSTRAINT "address_place_parent_id_address_place_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."address_place"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "address_place_name_idx" ON "address_place" USING btree ("level",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "address_place_parent_idx" ON "address_place" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "address_place_lookup_idx" ON "address_place" USING btree ("level",lower("name"));