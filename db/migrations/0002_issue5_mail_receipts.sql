CREATE SEQUENCE "public"."receipt_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "receipt_donations" (
	"receipt_id" integer NOT NULL,
	"donation_id" integer NOT NULL,
	CONSTRAINT "receipt_donations_receipt_id_donation_id_pk" PRIMARY KEY("receipt_id","donation_id")
);
--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "serial_number" SET DEFAULT nextval('receipt_serial');--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "topic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "related_reference" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "donor_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_donations" ADD CONSTRAINT "receipt_donations_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_donations" ADD CONSTRAINT "receipt_donations_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_donations_donation_id_index" ON "receipt_donations" USING btree ("donation_id");--> statement-breakpoint
-- Owned by the column: a test reset (TRUNCATE … RESTART IDENTITY) restarts the serial numbers too.
ALTER SEQUENCE "public"."receipt_serial" OWNED BY "receipts"."serial_number";
