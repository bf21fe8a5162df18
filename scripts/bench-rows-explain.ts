/**
 * npm run bench:rows -- --explain: EXPLAIN ANALYZE of the key queries of the back-office lists,
 * as the domain functions send them (docs/decisions/0026 quotes them).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/server/db.server";

/** A page of donations as listDonations reads it; `fromEnd`: past the middle, reversed. */
const donationsPage = (where: string, offset: number, fromEnd = false, limit = 20) => `
  select d.id, d.reference, d.first_name, d.last_name, d.amount_cents, d.status, p.title
  from donations d left join projects p on p.id = d.project_id
  where d.id in (select id from donations ${where}
                 order by coalesce(received_at, created_at) ${fromEnd ? "asc" : "desc"},
                   id ${fromEnd ? "asc" : "desc"}
                 limit ${limit} offset ${offset})
  order by coalesce(d.received_at, d.created_at) desc, d.id desc`;

export const explained: [name: string, text: string][] = [
  ["Dons : nombre (sans filtre)", "select count(*) from donations"],
  ["Dons : page 1", donationsPage("", 0)],
  ["Dons : dernière page (depuis la fin : OFFSET 0, 5 lignes)", donationsPage("", 0, true, 5)],
  ["Dons : page du milieu, le pire cas (OFFSET 49 980)", donationsPage("", 49_980)],
  [
    "Dons : statut complété, avant-dernière page (depuis la fin)",
    donationsPage("where status = 'completed'", 0, true),
  ],
  [
    "Dons : recherche « tremblay » (nombre)",
    `select count(*) from donations where (first_name || ' ' || last_name) ilike '%tremblay%'
       or email ilike '%tremblay%' or reference ilike '%tremblay%'`,
  ],
  [
    "Dons : recherche « tremblay » (page 1)",
    donationsPage(
      `where (first_name || ' ' || last_name) ilike '%tremblay%' or email ilike '%tremblay%'
         or reference ilike '%tremblay%'`,
      0,
    ),
  ],
  [
    "Dons : cartes de synthèse",
    "select status, sum(amount_cents), count(*) from donations group by status",
  ],
  [
    "Export : un lot (keyset)",
    `select d.id, d.created_at::text, d.reference, p.title from donations d
       left join projects p on p.id = d.project_id
       where (d.created_at, d.id) < (now() - interval '2 years', 2147483647)
       order by d.created_at desc, d.id desc limit 2000`,
  ],
  ["Messages : non lus, nombre", "select count(*) from contact_messages where read_at is null"],
  [
    "Journal : élément, dernière page",
    `select a.id, u.name from audit_log a left join users u on u.id = a.user_id
       where a.id in (select id from audit_log where entity = 'page'
                      order by created_at desc, id desc limit 50 offset 9050)
       order by a.created_at desc, a.id desc`,
  ],
  [
    "Journal : choix des éléments (skip scan)",
    `with recursive found as (select min(entity) as entity from audit_log
       union all select (select min(entity) from audit_log where entity > found.entity)
       from found where found.entity is not null)
     select entity from found where entity is not null`,
  ],
];

export async function explainAll(db: Db): Promise<void> {
  for (const [name, text] of explained) {
    const result = (await db.execute(sql.raw(`explain analyze ${text}`) as SQL)) as unknown as {
      rows: Record<string, string>[];
    };
    console.log(`\n### ${name}\n`);
    console.log(result.rows.map((row) => Object.values(row)[0]).join("\n"));
  }
}
