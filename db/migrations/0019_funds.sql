CREATE TABLE "disbursements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disbursements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fund_id" integer,
	"project_id" integer,
	"paid_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"purpose" text NOT NULL,
	"beneficiary_category" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"overdraft_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disbursements_amount_check" CHECK ("disbursements"."amount_cents" > 0),
	CONSTRAINT "disbursements_one_fund_check" CHECK ("disbursements"."fund_id" is null or "disbursements"."project_id" is null),
	CONSTRAINT "disbursements_beneficiary_category_check" CHECK ("disbursements"."beneficiary_category" in ('pauvres', 'necessiteux', 'endettes', 'voyageurs', 'coeurs', 'education', 'activites', 'batiment', 'administration', 'donataire-reconnu', 'autre'))
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"restricted" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funds_slug_unique" UNIQUE("slug"),
	CONSTRAINT "funds_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "fund_id" integer;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD COLUMN "fund_id" integer;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disbursements" ADD CONSTRAINT "disbursements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disbursements_paid_on_id_index" ON "disbursements" USING btree ("paid_on","id");--> statement-breakpoint
CREATE INDEX "disbursements_fund_id_index" ON "disbursements" USING btree ("fund_id");--> statement-breakpoint
CREATE INDEX "disbursements_project_id_index" ON "disbursements" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_fund_id_index" ON "donations" USING btree ("fund_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_one_fund_check" CHECK ("donations"."fund_id" is null or "donations"."project_id" is null);--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_one_fund_check" CHECK ("monthly_gifts"."fund_id" is null or "monthly_gifts"."project_id" is null);--> statement-breakpoint
-- The funds a Muslim foundation's donors give to (decision 0046); the treasurer adds others.
INSERT INTO "funds" ("slug", "name", "description", "restricted", "position") VALUES
  ('zakat-al-mal', 'Zakat al-mal', 'L''aumône obligatoire sur les biens, remise aux ayants droit de la zakat.', true, 1),
  ('zakat-al-fitr', 'Zakat al-fitr', 'L''aumône de la fin du ramadan, remise aux personnes dans le besoin avant la prière de l''Aïd.', true, 2),
  ('sadaqa', 'Sadaqa', 'L''aumône volontaire, pour l''entraide et les personnes dans le besoin.', false, 3),
  ('waqf', 'Waqf', 'La dotation durable de la fondation : son capital est conservé, ses revenus servent ses œuvres.', true, 4)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The texts around the funds, editable in Pages: the foundation reviews them (decision 0046).
INSERT INTO "pages" ("route", "title", "summary", "content") VALUES
('/zakat', 'La zakat et la zakat al-fitr', 'Comment calculer votre zakat, le seuil du nisab et la zakat al-fitr, et comment la fondation la remet aux ayants droit.', '<p>La zakat est le troisième pilier de l''islam : une part de ses biens remise chaque année à ceux qui y ont droit. La fondation reçoit votre zakat dans un fonds distinct et ne la dépense que pour ses ayants droit ; la page <a href="/transparence">Transparence</a> montre chaque année ce qui a été reçu et remis.</p>
<h2>La zakat al-mal</h2>
<p>Elle est due sur les biens que vous possédez depuis une année lunaire complète : argent comptant et comptes bancaires, or et argent, placements, marchandises destinées à la vente. On en retranche les dettes exigibles. Si ce qui reste atteint le <strong>nisab</strong>, la zakat due est de <strong>2,5 %</strong> de ce montant.</p>
<p>Le nisab est la valeur de 85 grammes d''or ou de 595 grammes d''argent. La fondation indique sur la page de don le prix du gramme qu''elle retient et le seuil qui en découle ; le calculateur de la page de don fait le calcul pour vous.</p>
<h2>La zakat al-fitr</h2>
<p>Elle est due à la fin du ramadan, pour soi et pour chaque personne à sa charge, et doit être remise avant la prière de l''Aïd al-Fitr. La fondation fixe chaque année le montant par personne ; donnez-le tôt pour qu''elle puisse le remettre à temps aux familles dans le besoin.</p>
<h2>Vos questions</h2>
<p>Pour un cas particulier (biens agricoles, entreprise, dettes à long terme), adressez-vous à l''imam de la fondation par la page <a href="/contact">Contact</a>.</p>'),
('/transparence', 'Transparence', 'Ce que la fondation a reçu et remis, fonds par fonds et projet par projet, chaque année.', '<p>Chaque don est versé au fonds ou au projet que vous avez choisi. Les chiffres ci-dessous sont calculés à partir des registres de la fondation : les dons confirmés reçus et les sommes remises, par catégorie de bénéficiaires. Aucun nom de donateur ni de bénéficiaire n''y figure.</p>')
ON CONFLICT ("route") DO NOTHING;
