ALTER TABLE "donations" DROP CONSTRAINT "donations_payment_method_check";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "in_kind_description" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "appraiser_name" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "appraiser_address" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "in_kind_description" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "appraiser_name" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "appraiser_address" text;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_in_kind_description_check" CHECK ("donations"."payment_method" <> 'in_kind' or coalesce(trim("donations"."in_kind_description"), '') <> '');--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_payment_method_check" CHECK ("donations"."payment_method" in ('card', 'interac', 'paypal', 'cash', 'cheque', 'in_kind', 'other'));