import type { ReactNode } from "react";
import type { Passage } from "~/domain/scripture/types";

/**
 * A verse or a hadith: the Arabic text (when entered), the French translation and the reference.
 * `actions` holds the card's buttons (the verse cards' save button).
 */
export function PassageCard({ passage, actions }: { passage: Passage; actions?: ReactNode }) {
  const referenceId = passageReferenceId(passage);
  return (
    <figure className="flex h-full flex-col gap-4 rounded-xl border border-border border-t-gold bg-card p-6 shadow-sm [border-top-width:3px]">
      {passage.theme ? (
        <p className="text-xs font-semibold tracking-wider text-gold-dark uppercase">
          {passage.theme}
        </p>
      ) : null}
      <blockquote className="flex flex-1 flex-col gap-3">
        {passage.arabic ? (
          <p lang="ar" dir="rtl" className="font-arabic text-2xl leading-loose text-primary">
            {passage.arabic}
          </p>
        ) : null}
        <p className="text-lg leading-relaxed text-foreground">« {passage.translation} »</p>
      </blockquote>
      <figcaption id={referenceId} className="text-sm font-medium text-muted-foreground">
        {passage.reference}
      </figcaption>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </figure>
  );
}

export function passageReferenceId(passage: Pick<Passage, "id">): string {
  return `passage-${passage.id}-reference`;
}
