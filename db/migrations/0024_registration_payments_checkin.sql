CREATE TABLE "event_message_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_message_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"outbox_id" integer,
	"queued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"paced_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_messages_status_check" CHECK ("event_messages"."status" in ('sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "event_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"choices" text[] DEFAULT '{}'::text[] NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_questions_kind_check" CHECK ("event_questions"."kind" in ('text', 'choice'))
);
--> statement-breakpoint
CREATE TABLE "registration_answers" (
	"registration_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "registration_answers_registration_id_question_id_pk" PRIMARY KEY("registration_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_status_check";--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD COLUMN "advantage_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD COLUMN "advantage_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "checkin_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "payment" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "total_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "stripe_session_id" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "donation_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "event_message_deliveries" ADD CONSTRAINT "event_message_deliveries_message_id_event_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."event_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_message_deliveries" ADD CONSTRAINT "event_message_deliveries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_message_deliveries" ADD CONSTRAINT "event_message_deliveries_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_answers" ADD CONSTRAINT "registration_answers_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_answers" ADD CONSTRAINT "registration_answers_question_id_event_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."event_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_message_deliveries_message_id_registration_id_index" ON "event_message_deliveries" USING btree ("message_id","registration_id");--> statement-breakpoint
CREATE INDEX "event_message_deliveries_message_id_queued_at_index" ON "event_message_deliveries" USING btree ("message_id","queued_at");--> statement-breakpoint
CREATE INDEX "event_messages_status_index" ON "event_messages" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "event_questions_event_id_position_index" ON "event_questions" USING btree ("event_id","position");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_status_hold_expires_at_index" ON "registrations" USING btree ("status","hold_expires_at");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_checkinCode_unique" UNIQUE("checkin_code");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_stripeSessionId_unique" UNIQUE("stripe_session_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_stripePaymentIntentId_unique" UNIQUE("stripe_payment_intent_id");--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_advantage_check" CHECK ("event_ticket_types"."advantage_cents" >= 0);--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_total_check" CHECK ("registrations"."total_cents" >= 0);--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_payment_check" CHECK ("registrations"."payment" in ('card', 'door'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('confirmed', 'cancelled', 'held', 'waitlisted', 'offered', 'expired'));