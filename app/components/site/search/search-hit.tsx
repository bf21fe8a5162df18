import { StretchedTitle } from "~/components/site/shared/stretched-title";
import { searchKinds } from "~/domain/search/labels";
import type { SearchHit } from "~/domain/search/types";
import { HighlightedText } from "./highlighted-text";

/** One result of /recherche: its kind, its title linking to the item, its address and excerpt. */
export function SearchHitCard({ hit }: { hit: SearchHit }) {
  return (
    <article className="relative flex flex-col gap-1.5 rounded-xl border border-border bg-white p-5 shadow-xs hover:border-primary">
      <p className="text-xs font-semibold tracking-wider text-gold-dark uppercase">
        {searchKinds.label(hit.kind)}
      </p>
      <StretchedTitle
        as="h2"
        to={hit.url}
        className="text-lg font-semibold text-primary"
        linkClassName="hover:underline"
      >
        <HighlightedText pieces={hit.title} />
      </StretchedTitle>
      <p className="text-sm break-all text-muted-foreground">{hit.url}</p>
      {hit.excerpt.length > 0 ? (
        <p className="text-foreground">
          <HighlightedText pieces={hit.excerpt} />
        </p>
      ) : null}
    </article>
  );
}
