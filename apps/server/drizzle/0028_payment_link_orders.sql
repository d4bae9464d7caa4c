ALTER TABLE "payment_link" DROP CONSTRAINT "payment_link_purpose_check";--> statement-breakpoint
ALTER TABLE "payment_link" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "payment_link" ADD CONSTRAINT "payment_link_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_link_invoice_idx" ON "payment_link" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_link_order_idx" ON "payment_link" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payment_link" ADD CONSTRAINT "payment_link_purpose_check" CHECK ("payment_link"."purpose" in ('BOOKING', 'RESERVATION', 'INVOICE', 'ORDER', 'AMOUNT'));