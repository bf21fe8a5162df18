/** French labels of donation statuses (spec back-office.md §4: Complété, En attente, Échoué). */
export const donationStatusLabels: Record<string, string> = {
  completed: "Complété",
  pending: "En attente",
  failed: "Échoué",
  cancelled: "Annulé",
};

export function donationStatusLabel(status: string): string {
  return donationStatusLabels[status] ?? "Inconnu";
}
