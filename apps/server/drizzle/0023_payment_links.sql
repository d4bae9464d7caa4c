CREATE TABLE "payment_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"booking_id" integer,
	"reservation_id" integer,
	"invoice_id" integer,
	"reference" text,
	"description" text,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"email" text,
	"payer_name" text,
	"gateway_kind" text,
	"checkout_ref" text,
	"gateway_payment_ref" text,
	"test_mode" boolean DEFAULT true NOT NULL,
	"payment_id" integer,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_name" text,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_link_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "payment_link_status_check" CHECK ("payment_link"."status" in ('ACTIVE', 'PAID', 'CANCELLED')),
	CONSTRAINT "payment_link_purpose_check" CHECK ("payment_link"."purpose" in ('BOOKING', 'RESERVATION', 'INVOICE', 'AMOUNT')),
	CONSTRAINT "payment_link_amount_check" CHECK ("payment_link"."amount" > 0),
	CONSTRAINT "payment_link_paid_check" CHECK (("payment_link"."status" = 'PAID') = ("payment_link"."gateway_payment_ref" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_link" ADD CONSTRAINT "payment_link_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_link" ADD CONSTRAINT "payment_link_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_link" ADD CONSTRAINT "payment_link_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_link" ADD CONSTRAINT "payment_link_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_link" ADD CONSTRAINT "payment_link_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_link_property_created_idx" ON "payment_link" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_link_booking_idx" ON "payment_link" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_link_reservation_idx" ON "payment_link" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_link_gateway_payment_unique" ON "payment_link" USING btree ("gateway_kind","gateway_payment_ref");