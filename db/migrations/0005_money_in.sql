CREATE TABLE "bank_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"layout" text NOT NULL,
	"imported_by" integer,
	"line_count" integer NOT NULL,
	"confirmed_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"line_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"outcome" text NOT NULL,
	"donation_id" integer,
	"order_id" integer,
	CONSTRAINT "bank_lines_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "donor_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donor_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"person_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "donor_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monthly_gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"person_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"address" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"country" text DEFAULT 'Canada' NOT NULL,
	"amount_cents" integer NOT NULL,
	"project_id" integer,
	"receipt_requested" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_session_id" text,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"next_payment_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_gifts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "monthly_gifts_stripeSessionId_unique" UNIQUE("stripe_session_id"),
	CONSTRAINT "monthly_gifts_stripeSubscriptionId_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"address" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"country" text DEFAULT 'Canada' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "cheque_number" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "monthly_gift_id" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "stripe_session_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "stripe_invoice_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stripe_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_links" ADD CONSTRAINT "donor_links_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_sessions" ADD CONSTRAINT "donor_sessions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_lines_import_id_index" ON "bank_lines" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "donor_links_person_id_index" ON "donor_links" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "donor_sessions_person_id_index" ON "donor_sessions" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "monthly_gifts_status_created_at_index" ON "monthly_gifts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "monthly_gifts_person_id_index" ON "monthly_gifts" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_monthly_gift_id_monthly_gifts_id_fk" FOREIGN KEY ("monthly_gift_id") REFERENCES "public"."monthly_gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_person_id_index" ON "donations" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "donations_monthly_gift_id_index" ON "donations" USING btree ("monthly_gift_id");--> statement-breakpoint
CREATE INDEX "event_requests_person_id_index" ON "event_requests" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "orders_person_id_index" ON "orders" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_stripeSessionId_unique" UNIQUE("stripe_session_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_stripePaymentIntentId_unique" UNIQUE("stripe_payment_intent_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_stripeInvoiceId_unique" UNIQUE("stripe_invoice_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stripeSessionId_unique" UNIQUE("stripe_session_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stripePaymentIntentId_unique" UNIQUE("stripe_payment_intent_id");--> statement-breakpoint
-- One person per e-mail address already on record (gifts first, then orders, then requests).
INSERT INTO "people" ("email", "first_name", "last_name", "phone", "address", "city", "province", "postal_code", "country")
SELECT DISTINCT ON (lower("email")) lower("email"), "first_name", "last_name", "phone", "address", "city", "province", "postal_code", "country"
FROM "donations" ORDER BY lower("email"), "created_at" DESC
ON CONFLICT ("email") DO NOTHING;--> statement-breakpoint
INSERT INTO "people" ("email", "first_name", "phone")
SELECT DISTINCT ON (lower("customer_email")) lower("customer_email"), "customer_name", "customer_phone"
FROM "orders" ORDER BY lower("customer_email"), "created_at" DESC
ON CONFLICT ("email") DO NOTHING;--> statement-breakpoint
INSERT INTO "people" ("email", "first_name", "phone")
SELECT DISTINCT ON (lower("requester_email")) lower("requester_email"), "requester_name", "requester_phone"
FROM "event_requests" ORDER BY lower("requester_email"), "created_at" DESC
ON CONFLICT ("email") DO NOTHING;--> statement-breakpoint
UPDATE "donations" SET "person_id" = "people"."id" FROM "people" WHERE "people"."email" = lower("donations"."email");--> statement-breakpoint
UPDATE "orders" SET "person_id" = "people"."id" FROM "people" WHERE "people"."email" = lower("orders"."customer_email");--> statement-breakpoint
UPDATE "event_requests" SET "person_id" = "people"."id" FROM "people" WHERE "people"."email" = lower("event_requests"."requester_email");
