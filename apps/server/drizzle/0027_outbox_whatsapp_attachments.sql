CREATE TABLE "outbox_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_message" DROP CONSTRAINT "outbox_message_channel_check";--> statement-breakpoint
ALTER TABLE "outbox_attachment" ADD CONSTRAINT "outbox_attachment_message_id_outbox_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_attachment_message_idx" ON "outbox_attachment" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "outbox_message" ADD CONSTRAINT "outbox_message_channel_check" CHECK ("outbox_message"."channel" in ('EMAIL', 'SMS', 'WHATSAPP'));