DROP INDEX "donations_created_at_id_index";--> statement-breakpoint
DROP INDEX "donations_status_created_at_id_index";--> statement-breakpoint
CREATE INDEX "donations_gift_date_id_index" ON "donations" USING btree (coalesce("received_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "donations_status_gift_date_id_index" ON "donations" USING btree ("status",coalesce("received_at", "created_at"),"id");