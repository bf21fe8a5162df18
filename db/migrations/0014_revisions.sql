CREATE TABLE "revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"version_at" timestamp with time zone,
	"author_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisions_entity_kind_entity_id_created_at_id_index" ON "revisions" USING btree ("entity_kind","entity_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);