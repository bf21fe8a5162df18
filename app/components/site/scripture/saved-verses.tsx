import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";
import { removeVerse, useSavedVerses } from "./saved-verses-store";

/**
 * The verses saved in this browser. Read after hydration: the server cannot know them, and
 * without JavaScript nothing can be saved, so the section is not rendered then.
 */
export function SavedVerses() {
  const saved = useSavedVerses();
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (saved === null) return null;

  function remove(id: number, reference: string) {
    if (!removeVerse(id)) return;
    notify.message("Verset retiré", { description: reference });
    // The removed item held the focus: put it back at the top of the list.
    headingRef.current?.focus();
  }

  return (
    <section aria-labelledby="versets-sauvegardes" className="grid gap-4">
      <h2
        id="versets-sauvegardes"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold text-primary outline-none"
      >
        Versets sauvegardés
      </h2>
      {saved.length === 0 ? (
        <p className="text-muted-foreground">Aucun verset sauvegardé pour le moment.</p>
      ) : (
        <ul className="grid gap-3">
          {saved.map((verse) => (
            <li
              key={verse.id}
              className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <figure className="grid gap-1">
                <blockquote>
                  <p>« {verse.translation} »</p>
                </blockquote>
                <figcaption className="text-sm font-medium text-muted-foreground">
                  {verse.reference}
                </figcaption>
              </figure>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Retirer : ${verse.reference}`}
                onClick={() => remove(verse.id, verse.reference)}
              >
                Retirer
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
