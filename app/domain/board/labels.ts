import { formatDate } from "~/lib/format";

/** "2023-06-17" → "Membre du bureau depuis le 17 juin 2023" ("le 1er mars", as written in French). */
export function memberSinceLabel(nominationDate: string): string {
  return `Membre du bureau depuis le ${formatDate(nominationDate).replace(/^1 /, "1er ")}`;
}
