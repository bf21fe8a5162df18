/** Wording of the Sope Naby group page that depends on its data. */

/** The members highlight, phrased from the real count of active members. */
export function memberCountLabel(count: number): { value: string; label: string } {
  if (count === 0) return { value: "Ouvert", label: "à de nouveaux membres" };
  return { value: String(count), label: count > 1 ? "membres actifs" : "membre actif" };
}

/** Status label of a meeting; null for one still planned (nothing to say). */
export function groupEventStatusLabel(status: string): string | null {
  if (status === "cancelled") return "Annulé";
  if (status === "completed") return "Terminé";
  return null;
}
