DROP INDEX "audit_log_created_at_index";--> statement-breakpoint
DROP INDEX "contact_messages_created_at_index";--> statement-breakpoint
DROP INDEX "donations_status_created_at_index";--> statement-breakpoint
DROP INDEX "orders_status_created_at_index";--> statement-breakpoint
CREATE INDEX "audit_log_created_at_id_index" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_at_id_index" ON "audit_log" USING btree ("entity","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_user_id_created_at_id_index" ON "audit_log" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_id_index" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_read_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."read_at" is not null;--> statement-breakpoint
CREATE INDEX "donations_created_at_id_index" ON "donations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "donations_status_created_at_id_index" ON "donations" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "donations_status_amount_cents_index" ON "donations" USING btree ("status","amount_cents");--> statement-breakpoint
CREATE INDEX "orders_created_at_id_index" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_id_index" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "people_last_name_first_name_email_id_index" ON "people" USING btree ("last_name","first_name","email","id");