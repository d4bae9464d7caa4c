CREATE TABLE "invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text DEFAULT 'INVOICE' NOT NULL,
	"number" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"source" text DEFAULT 'BLANK' NOT NULL,
	"credit_note_of" integer,
	"customer_id" integer,
	"company_id" integer,
	"bill_to_name" text NOT NULL,
	"bill_to_tax_number" text,
	"bill_to_address" text,
	"booking_id" integer,
	"reservation_id" integer,
	"order_id" integer,
	"currency" text NOT NULL,
	"issue_date" date,
	"due_date" date,
	"notes" text,
	"gross" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"credited" numeric(12, 2) DEFAULT 0 NOT NULL,
	"paid" numeric(12, 2) DEFAULT 0 NOT NULL,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_kind_check" CHECK ("invoice"."kind" IN ('INVOICE', 'CREDIT_NOTE')),
	CONSTRAINT "invoice_status_check" CHECK ("invoice"."status" IN ('DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'VOID')),
	CONSTRAINT "invoice_number_check" CHECK (("invoice"."number" IS NULL) = ("invoice"."status" = 'DRAFT'))
);
--> statement-breakpoint
CREATE TABLE "invoice_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"net" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sequence" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"prefix" text DEFAULT 'INV-' NOT NULL,
	"credit_note_prefix" text DEFAULT 'CN-' NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"next_credit_note_number" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_sequence_next_check" CHECK ("invoice_sequence"."next_number" >= 1 AND "invoice_sequence"."next_credit_note_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_credit_note_of_invoice_id_fk" FOREIGN KEY ("credit_note_of") REFERENCES "public"."invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequence" ADD CONSTRAINT "invoice_sequence_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_property_id_kind_number_index" ON "invoice" USING btree ("property_id","kind","number");--> statement-breakpoint
CREATE INDEX "invoice_property_id_status_index" ON "invoice" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "invoice_property_id_issue_date_index" ON "invoice" USING btree ("property_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoice_credit_note_of_index" ON "invoice" USING btree ("credit_note_of");--> statement-breakpoint
CREATE INDEX "invoice_booking_id_index" ON "invoice" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoice_company_id_index" ON "invoice" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "invoice_customer_id_index" ON "invoice" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoice_line_invoice_id_index" ON "invoice_line" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_link" ADD CONSTRAINT "payment_link_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_invoice_id_index" ON "payment" USING btree ("invoice_id");