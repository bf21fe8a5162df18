-- A project's collected amount is now computed: what was collected elsewhere (this column) plus
-- its confirmed gifts on the site (decision 0046). Until now each confirmed gift was added to the
-- column (and taken back when cancelled or refunded), so what remains of it is the part typed by
-- hand. A gift of property no longer counts as money collected.
UPDATE "projects" SET "collected_cents" = greatest(0, "collected_cents" - coalesce((
  SELECT sum("amount_cents") FROM "donations"
  WHERE "donations"."project_id" = "projects"."id" AND "donations"."status" = 'completed'
), 0));
