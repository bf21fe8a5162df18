import { Button } from "~/components/ui/button";
import { Bookmark } from "~/components/ui/icons";
import { notify } from "~/components/ui/toaster";
import { removeVerse, saveVerse, useSavedVerses, type SavedVerse } from "./saved-verses-store";

/**
 * Toggles a verse in the visitor's saved verses. It needs JavaScript and the browser's storage,
 * so it is not rendered on the server (a button that cannot work is not shown).
 */
export function SaveVerseButton({
  verse,
  describedBy,
}: {
  verse: SavedVerse;
  /** Id of the verse's reference, so each button says which verse it saves. */
  describedBy: string;
}) {
  const saved = useSavedVerses();
  if (saved === null) return null;
  const isSaved = saved.some((v) => v.id === verse.id);

  function toggle() {
    if (isSaved) {
      if (removeVerse(verse.id)) notify.message("Verset retiré", { description: verse.reference });
      return;
    }
    if (saveVerse(verse)) notify.success("Verset sauvegardé", { description: verse.reference });
    else
      notify.error("Sauvegarde impossible", {
        description: "Votre navigateur ne permet pas de conserver des données sur cet appareil.",
      });
  }

  return (
    <Button
      type="button"
      variant={isSaved ? "default" : "outline"}
      size="sm"
      aria-pressed={isSaved}
      aria-describedby={describedBy}
      onClick={toggle}
    >
      <Bookmark aria-hidden="true" className={isSaved ? "fill-current" : undefined} />
      {isSaved ? "Sauvegardé" : "Sauvegarder"}
    </Button>
  );
}
