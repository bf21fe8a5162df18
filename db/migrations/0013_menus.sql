CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_key" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"href" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_key_menus_key_fk" FOREIGN KEY ("menu_key") REFERENCES "public"."menus"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_menu_key_position_index" ON "menu_items" USING btree ("menu_key","position");--> statement-breakpoint
-- The menus the header and the footer showed until now (app/domain/menus/defaults.ts: the same).
INSERT INTO "menus" ("key", "label") VALUES
	('administration', 'Administration'),
	('dahira', 'Dahira Chicoutimi'),
	('liens-rapides', 'Liens rapides'),
	('ressources', 'Ressources');--> statement-breakpoint
INSERT INTO "menu_items" ("menu_key", "position", "label", "href") VALUES
	('administration', 0, 'Comités', '/comites'),
	('administration', 1, 'Bureau', '/bureau'),
	('administration', 2, 'Discours', '/discours'),
	('administration', 3, 'Personnel', '/personnel'),
	('dahira', 0, 'Événements', '/evenements'),
	('dahira', 1, 'Coran & Hadith', '/coran-hadith'),
	('dahira', 2, 'La Tidjaniya', '/tidjaniya'),
	('dahira', 3, 'Groupe Sope Naby', '/sope-naby'),
	('dahira', 4, 'Demande d''événement', '/demande-evenements'),
	('liens-rapides', 0, 'Accueil', '/'),
	('liens-rapides', 1, 'Projets', '/projets'),
	('liens-rapides', 2, 'Événements', '/evenements'),
	('liens-rapides', 3, 'Galerie', '/galerie'),
	('liens-rapides', 4, 'Blog', '/blog'),
	('ressources', 0, 'Coran & Hadith', '/coran-hadith'),
	('ressources', 1, 'La Tidjaniya', '/tidjaniya'),
	('ressources', 2, 'Boutique', '/boutique'),
	('ressources', 3, 'Groupe Sope Naby', '/sope-naby'),
	('ressources', 4, 'Mon espace donateur', '/mon-espace');
