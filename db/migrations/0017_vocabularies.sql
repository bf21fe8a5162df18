-- Decision 0040: every status-like column gets a CHECK constraint. Before each one, the rows
-- whose value the code does not know are moved, never deleted nor left to fail the migration.
-- The one legacy value the code wrote is "interact" (the prototype's misspelling of Interac, in
-- payment_options.type); the others can only come from a hand-written query, and each goes to
-- the value the site already treated it like (or the one that does nothing on its own).
UPDATE "payment_options" SET "type" = 'interac' WHERE "type" = 'interact';--> statement-breakpoint
UPDATE "payment_options" SET "type" = 'other' WHERE "type" NOT IN ('card', 'interac', 'paypal', 'other');--> statement-breakpoint
UPDATE "donations" SET "payment_method" = 'interac' WHERE "payment_method" = 'interact';--> statement-breakpoint
UPDATE "donations" SET "payment_method" = 'other' WHERE "payment_method" NOT IN ('card', 'interac', 'paypal', 'cash', 'cheque', 'other');--> statement-breakpoint
-- An unknown donation status counted in no total and allowed no action: cancelled, with the
-- stored value kept in the reason a treasurer reads.
UPDATE "donations" SET "status" = 'cancelled', "status_reason" = concat_ws(' — ', "status_reason", 'Statut inconnu avant la migration : ' || "status") WHERE "status" NOT IN ('completed', 'pending', 'failed', 'cancelled', 'refunded');--> statement-breakpoint
UPDATE "orders" SET "payment_method" = 'interac' WHERE "payment_method" = 'interact';--> statement-breakpoint
-- Paid or not is paid_at; "on the spot" asks for the money at the pick-up.
UPDATE "orders" SET "payment_method" = 'on_pickup' WHERE "payment_method" NOT IN ('interac', 'on_pickup', 'card');--> statement-breakpoint
-- Still open: a volunteer hands it over or cancels it (which gives the stock back).
UPDATE "orders" SET "status" = 'processing' WHERE "status" NOT IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
-- Listed but not for sale, as before (only "active" is bought, only "hidden" is not listed).
UPDATE "products" SET "status" = 'out_of_stock' WHERE "status" NOT IN ('active', 'out_of_stock', 'hidden');--> statement-breakpoint
-- A role the code does not know could not sign in: the account stays closed.
UPDATE "users" SET "role" = 'editeur', "active" = false WHERE "role" NOT IN ('administrateur', 'editeur', 'tresorier');--> statement-breakpoint
-- The worker sends only "pending": failed, an administrator may retry it.
UPDATE "email_outbox" SET "status" = 'failed' WHERE "status" NOT IN ('pending', 'sent', 'failed');--> statement-breakpoint
UPDATE "carousel_slides" SET "action" = NULL WHERE "action" NOT IN ('donate');--> statement-breakpoint
UPDATE "scripture_passages" SET "kind" = 'verse' WHERE "kind" NOT IN ('verse', 'hadith');--> statement-breakpoint
UPDATE "staff" SET "department" = 'administration' WHERE "department" NOT IN ('administration', 'education', 'evenements', 'communication', 'social', 'technique');--> statement-breakpoint
-- /personnel showed only actif and conge.
UPDATE "staff" SET "status" = 'termine' WHERE "status" NOT IN ('actif', 'conge', 'termine');--> statement-breakpoint
UPDATE "speeches" SET "type" = 'text' WHERE "type" NOT IN ('video', 'audio', 'text');--> statement-breakpoint
UPDATE "speeches" SET "kind" = 'conference' WHERE "kind" NOT IN ('khutba', 'conference');--> statement-breakpoint
-- Never announced as upcoming (that needs "scheduled").
UPDATE "events" SET "status" = 'cancelled' WHERE "status" NOT IN ('scheduled', 'cancelled');--> statement-breakpoint
-- Labelled « Autre » already.
UPDATE "event_requests" SET "event_type" = 'autre' WHERE "event_type" NOT IN ('mariage', 'conference', 'gamou', 'education', 'reunion', 'autre');--> statement-breakpoint
-- Back to a person's decision; nothing happens to a pending request on its own.
UPDATE "event_requests" SET "status" = 'pending' WHERE "status" NOT IN ('pending', 'approved', 'rejected');--> statement-breakpoint
-- Not public, as before (public lists read "published" and "active").
UPDATE "blog_posts" SET "status" = 'draft' WHERE "status" NOT IN ('published', 'draft', 'archived');--> statement-breakpoint
UPDATE "projects" SET "status" = 'draft' WHERE "status" NOT IN ('active', 'completed', 'draft');--> statement-breakpoint
-- Shown as late, so a treasurer looks at it and may stop it.
UPDATE "monthly_gifts" SET "status" = 'past_due' WHERE "status" NOT IN ('pending', 'active', 'past_due', 'cancelled', 'expired');--> statement-breakpoint
UPDATE "bank_imports" SET "layout" = 'generic' WHERE "layout" NOT IN ('desjardins', 'rbc', 'td', 'generic');--> statement-breakpoint
UPDATE "bank_lines" SET "outcome" = 'ignored' WHERE "outcome" NOT IN ('confirmed', 'ignored');--> statement-breakpoint
UPDATE "group_members" SET "role" = 'Membre' WHERE "role" NOT IN ('Président', 'Secrétaire', 'Trésorier', 'Membre');--> statement-breakpoint
UPDATE "group_events" SET "status" = 'upcoming' WHERE "status" NOT IN ('upcoming', 'completed', 'cancelled');--> statement-breakpoint
-- Only a proven opt-in receives anything (Canada's anti-spam law).
UPDATE "newsletter_subscribers" SET "status" = 'unsubscribed' WHERE "status" NOT IN ('pending', 'confirmed', 'unsubscribed');--> statement-breakpoint
-- Nothing goes out unless an editor sends it.
UPDATE "newsletter_campaigns" SET "status" = 'draft' WHERE "status" NOT IN ('draft', 'sending', 'sent');--> statement-breakpoint
UPDATE "newsletter_deliveries" SET "status" = 'skipped' WHERE "status" NOT IN ('waiting', 'queued', 'skipped');--> statement-breakpoint
-- No screen reads a revision of another kind, and giving it one would show it as an earlier
-- version of an unrelated page or article of the same id: such rows are the one thing removed.
DELETE FROM "revisions" WHERE "entity_kind" NOT IN ('page', 'article');--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_layout_check" CHECK ("bank_imports"."layout" in ('desjardins', 'rbc', 'td', 'generic'));--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_outcome_check" CHECK ("bank_lines"."outcome" in ('confirmed', 'ignored'));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('published', 'draft', 'archived'));--> statement-breakpoint
ALTER TABLE "carousel_slides" ADD CONSTRAINT "carousel_slides_action_check" CHECK ("carousel_slides"."action" in ('donate'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_payment_method_check" CHECK ("donations"."payment_method" in ('card', 'interac', 'paypal', 'cash', 'cheque', 'other'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_status_check" CHECK ("donations"."status" in ('completed', 'pending', 'failed', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_event_type_check" CHECK ("event_requests"."event_type" in ('mariage', 'conference', 'gamou', 'education', 'reunion', 'autre'));--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_status_check" CHECK ("event_requests"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("events"."status" in ('scheduled', 'cancelled'));--> statement-breakpoint
ALTER TABLE "group_events" ADD CONSTRAINT "group_events_status_check" CHECK ("group_events"."status" in ('upcoming', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_role_check" CHECK ("group_members"."role" in ('Président', 'Secrétaire', 'Trésorier', 'Membre'));--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_status_check" CHECK ("monthly_gifts"."status" in ('pending', 'active', 'past_due', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_status_check" CHECK ("newsletter_campaigns"."status" in ('draft', 'sending', 'sent'));--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_status_check" CHECK ("newsletter_deliveries"."status" in ('waiting', 'queued', 'skipped'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('interac', 'on_pickup', 'card'));--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_type_check" CHECK ("payment_options"."type" in ('card', 'interac', 'paypal', 'other'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('active', 'out_of_stock', 'hidden'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('active', 'completed', 'draft'));--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_entity_kind_check" CHECK ("revisions"."entity_kind" in ('page', 'article'));--> statement-breakpoint
ALTER TABLE "scripture_passages" ADD CONSTRAINT "scripture_passages_kind_check" CHECK ("scripture_passages"."kind" in ('verse', 'hadith'));--> statement-breakpoint
ALTER TABLE "speeches" ADD CONSTRAINT "speeches_type_check" CHECK ("speeches"."type" in ('video', 'audio', 'text'));--> statement-breakpoint
ALTER TABLE "speeches" ADD CONSTRAINT "speeches_kind_check" CHECK ("speeches"."kind" in ('khutba', 'conference'));--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_department_check" CHECK ("staff"."department" in ('administration', 'education', 'evenements', 'communication', 'social', 'technique'));--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_status_check" CHECK ("staff"."status" in ('actif', 'conge', 'termine'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('administrateur', 'editeur', 'tresorier'));