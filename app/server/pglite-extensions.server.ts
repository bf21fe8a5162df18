/**
 * The contrib extensions the migrations create, which PGlite must load when it opens a database
 * (PostgreSQL servers ship them in their own packages): `unaccent`, for the site search's French
 * configuration that ignores accents (db/migrations/0006_search_config.sql, decision 0030).
 */
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

export const pgliteExtensions = { unaccent };
