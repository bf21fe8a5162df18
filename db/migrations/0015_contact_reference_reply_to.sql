ALTER TABLE "contact_messages" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference");