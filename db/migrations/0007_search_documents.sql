ALTER TABLE "blog_posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr_search', "title"), 'A') || setweight(to_tsvector('fr_search', "excerpt" || ' ' || "author" || ' ' || "category"), 'B') || setweight(to_tsvector('fr_search', search_plain_text("content")), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr_search', "title"), 'A') || setweight(to_tsvector('fr_search', "location"), 'B') || setweight(to_tsvector('fr_search', "description"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr_search', "title"), 'A') || setweight(to_tsvector('fr_search', "summary"), 'B') || setweight(to_tsvector('fr_search', search_plain_text("content")), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr_search', "name"), 'A') || setweight(to_tsvector('fr_search', "description"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr_search', "title"), 'A') || setweight(to_tsvector('fr_search', "description"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "speeches" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr_search', "title"), 'A') || setweight(to_tsvector('fr_search', "speaker" || ' ' || "excerpt"), 'B') || setweight(to_tsvector('fr_search', search_plain_text("content")), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "blog_posts_search_index" ON "blog_posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_search_index" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "pages_search_index" ON "pages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_search_index" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "projects_search_index" ON "projects" USING gin ("search");--> statement-breakpoint
CREATE INDEX "speeches_search_index" ON "speeches" USING gin ("search");