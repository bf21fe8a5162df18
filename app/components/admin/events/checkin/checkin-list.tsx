/**
 * The door page's search by name: the confirmed registrations matching what is typed (name or
 * reference, accents and case ignored), each with its « Pointer » button — a form that posts
 * without JavaScript; with it, the page queues the check-in instead (it works offline: the list
 * was loaded with the page).
 */
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { BoardRow } from "~/domain/registrations/checkin";
import { formatMoney, formatTime } from "~/lib/format";

/** Rows shown at once: a phone's screen, not the whole hall. */
const SHOWN = 30;

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

export function matchingRows(rows: BoardRow[], query: string): BoardRow[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const text = folded(`${row.name} ${row.reference}`);
    return words.every((word) => text.includes(word));
  });
}

function RowState({ row, queued }: { row: BoardRow; queued: boolean }) {
  if (row.checkedInAt) {
    return (
      <p className="text-sm font-medium text-primary">
        Pointé à {formatTime(row.checkedInAt)}
        {row.checkedInBy ? ` par ${row.checkedInBy}` : ""}
      </p>
    );
  }
  if (queued) return <p className="text-sm font-medium">En attente d'envoi</p>;
  return null;
}

export function CheckinList({
  rows,
  query,
  onQuery,
  queuedIds,
  onCheckIn,
}: {
  rows: BoardRow[];
  query: string;
  onQuery: (query: string) => void;
  /** Registrations checked in on this phone, not sent yet. */
  queuedIds: ReadonlySet<number>;
  /** With JavaScript: queue the check-in rather than post the form. */
  onCheckIn?: (registrationId: number) => void;
}) {
  const matches = matchingRows(rows, query);
  const shown = matches.slice(0, SHOWN);
  return (
    <div className="grid gap-4">
      <form
        method="get"
        role="search"
        className="grid gap-2"
        onSubmit={(event) => {
          if (onCheckIn) event.preventDefault();
        }}
      >
        <label htmlFor="recherche-nom" className="font-medium">
          Rechercher un nom
        </label>
        <div className="flex gap-2">
          <Input
            id="recherche-nom"
            name="q"
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => onQuery(event.currentTarget.value)}
            className="h-12"
          />
          {onCheckIn ? null : (
            <Button type="submit" size="lg" variant="outline">
              Chercher
            </Button>
          )}
        </div>
      </form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {matches.length === 0
          ? "Aucune inscription confirmée ne correspond."
          : matches.length > shown.length
            ? `${shown.length} premiers sur ${matches.length} : précisez le nom.`
            : `${matches.length} inscription${matches.length > 1 ? "s" : ""}`}
      </p>
      <ul className="grid gap-2">
        {shown.map((row) => {
          const queued = queuedIds.has(row.id);
          return (
            <li
              key={row.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card p-3"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{row.name}</p>
                <p className="text-sm text-muted-foreground">
                  {row.reference} · {row.places} personne{row.places > 1 ? "s" : ""}
                  {row.dueCents > 0 ? ` · À payer : ${formatMoney(row.dueCents)}` : ""}
                </p>
                <RowState row={row} queued={queued} />
              </div>
              {row.checkedInAt || queued ? null : (
                <form
                  method="post"
                  onSubmit={(event) => {
                    if (!onCheckIn) return;
                    event.preventDefault();
                    onCheckIn(row.id);
                  }}
                >
                  <input type="hidden" name="registrationId" value={row.id} />
                  <Button type="submit" size="lg" aria-label={`Pointer ${row.name}`}>
                    Pointer
                  </Button>
                </form>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
