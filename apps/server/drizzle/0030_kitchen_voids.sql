DROP INDEX "kitchen_ticket_line_order_line_key";--> statement-breakpoint
ALTER TABLE "kitchen_ticket" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kitchen_ticket" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "kitchen_ticket" ADD COLUMN "void_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kitchen_ticket_line" ADD COLUMN "voided_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "kitchen_ticket_line_order_line_id_index" ON "kitchen_ticket_line" USING btree ("order_line_id");--> statement-breakpoint
ALTER TABLE "kitchen_ticket_line" ADD CONSTRAINT "kitchen_ticket_line_voided_check" CHECK ("kitchen_ticket_line"."voided_quantity" >= 0 AND "kitchen_ticket_line"."voided_quantity" <= "kitchen_ticket_line"."quantity");