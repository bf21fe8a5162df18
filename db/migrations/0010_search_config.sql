-- Site search (docs/decisions/0030-site-search.md): French full-text search that ignores accents.
-- unaccent is a contrib extension shipped with PostgreSQL (Debian's postgresql-15, the
-- embedded-postgres binaries) and with PGlite (loaded by app/server/db.server.ts); it is "trusted",
-- so the database's owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- The French configuration with accents folded before stemming: "évènements", "événement" and
-- "evenement" all become the lexeme "even"; "cœur" becomes "coeur".
CREATE TEXT SEARCH CONFIGURATION fr_search (COPY = french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION fr_search
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
-- The text of the sanitized HTML the rich-text editor stores (server/rich-text.server.ts keeps
-- only &amp; &lt; &gt; &quot; as entities; &nbsp; and &#39; come from older content): tags become
-- spaces, entities their character, runs of spaces one space. Immutable, so that the generated
-- search columns may call it; a standard SQL body, so that its dependencies are recorded.
CREATE FUNCTION search_plain_text(html text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(html, '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g'));
