ALTER TABLE "sales_order" DROP CONSTRAINT "sales_order_payment_status_check";--> statement-breakpoint
ALTER TABLE "sales_order" DROP COLUMN "payment_status";--> statement-breakpoint
ALTER TABLE "sales_order" DROP COLUMN "paid";