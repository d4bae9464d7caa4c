ALTER TABLE "enquiry" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "enquiry" ADD COLUMN "quote_problem" text;--> statement-breakpoint
ALTER TABLE "enquiry" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "payment_link" ADD COLUMN "enquiry_id" integer;--> statement-breakpoint
ALTER TABLE "payment_link" ADD CONSTRAINT "payment_link_enquiry_id_enquiry_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiry"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_link_enquiry_idx" ON "payment_link" USING btree ("enquiry_id");