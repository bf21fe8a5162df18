CREATE TABLE "event_ticket_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_ticket_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"places" integer,
	"per_order_limit" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_ticket_types_price_check" CHECK ("event_ticket_types"."price_cents" >= 0),
	CONSTRAINT "event_ticket_types_places_check" CHECK ("event_ticket_types"."places" is null or "event_ticket_types"."places" > 0),
	CONSTRAINT "event_ticket_types_limit_check" CHECK ("event_ticket_types"."per_order_limit" is null or "event_ticket_types"."per_order_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "registration_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "registration_lines_quantity_check" CHECK ("registration_lines"."quantity" > 0),
	CONSTRAINT "registration_lines_price_check" CHECK ("registration_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"event_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"places" integer NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"cancel_token" text NOT NULL,
	"person_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "registrations_reference_unique" UNIQUE("reference"),
	CONSTRAINT "registrations_cancelToken_unique" UNIQUE("cancel_token"),
	CONSTRAINT "registrations_places_check" CHECK ("registrations"."places" > 0),
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('confirmed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_mode" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_lines" ADD CONSTRAINT "registration_lines_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_lines" ADD CONSTRAINT "registration_lines_ticket_type_id_event_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."event_ticket_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_ticket_types_event_id_position_index" ON "event_ticket_types" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "registration_lines_registration_id_index" ON "registration_lines" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "registration_lines_ticket_type_id_index" ON "registration_lines" USING btree ("ticket_type_id");--> statement-breakpoint
CREATE INDEX "registrations_event_id_status_index" ON "registrations" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "registrations_person_id_index" ON "registrations" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_registration_mode_check" CHECK ("events"."registration_mode" in ('off', 'free', 'tickets'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" > 0);