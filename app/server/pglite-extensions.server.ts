/**
 * The contrib extensions the migrations create, which PGlite must load when it opens a database
 * (PostgreSQL servers ship them in their own packages): `unaccent`, for the site search's French
 * configuration that ignores accents (db/migrations/0010_search_config.sql, decision 0030), and
 * `pg_trgm`, for the back-office searches' trigram indexes (db/migrations/0009_list_search.sql,
 * decision 0026).
 */
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

export const pgliteExtensions = { pg_trgm, unaccent };
