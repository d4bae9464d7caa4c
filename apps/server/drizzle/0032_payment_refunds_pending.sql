ALTER TABLE "payment_link" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE INDEX "payment_refund_of_index" ON "payment" USING btree ("refund_of");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refund_pending_unique" ON "payment" USING btree ("refund_of") WHERE "payment"."status" = 'NotPaid' and "payment"."refund_of" is not null;--> statement-breakpoint
CREATE INDEX "payment_link_payment_idx" ON "payment_link" USING btree ("payment_id");