import { openDatabase } from "~/server/db.server";
import { searchSite } from "~/domain/search/search.server";
const d = await openDatabase({ url: process.argv[2] });
const db = d.db as any;
const origTx = db.transaction.bind(db);
db.transaction = (fn: any) => origTx((tx: any) => {
  const exec = tx.execute.bind(tx);
  tx.execute = (q: any) => { const { sql, params } = tx.dialect.sqlToQuery(q); console.log("---\n" + sql + "\n" + JSON.stringify(params)); return exec(q); };
  return fn(tx);
});
await searchSite(d.db, process.argv[3], 1);
await d.close();
