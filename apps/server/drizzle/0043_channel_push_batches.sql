DROP INDEX "channel_push_one_pending";--> statement-breakpoint
ALTER TABLE "channel_push" ADD COLUMN "claim_id" text;--> statement-breakpoint
CREATE INDEX "channel_push_connection_idx" ON "channel_push" USING btree ("connection_id","status");--> statement-breakpoint
CREATE INDEX "channel_push_claim_idx" ON "channel_push" USING btree ("claim_id");--> statement-breakpoint
ALTER TABLE "channel_push" DROP COLUMN "latest_due_at";