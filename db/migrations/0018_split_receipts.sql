ALTER TABLE "donations" ADD COLUMN "advantage_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "advantage_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "advantage_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_advantage_check" CHECK ("donations"."advantage_cents" >= 0 and "donations"."advantage_cents" <= "donations"."amount_cents");