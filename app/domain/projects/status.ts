/**
 * The public status of a project, computed from its data (spec public-site.md §2.6): the
 * back-office stores only active / completed / draft and the dates.
 */
import { formatDate } from "~/lib/format";

export type ProjectState = "completed" | "upcoming" | "permanent" | "ongoing";

export const STATE_LABELS: Record<ProjectState, string> = {
  completed: "Terminé",
  upcoming: "À venir",
  permanent: "Permanent",
  ongoing: "En cours",
};

export interface ProjectDates {
  status: string;
  /** Calendar days, "YYYY-MM-DD". */
  startDate: string;
  endDate: string | null;
}

/** `today` is Saguenay's calendar day ("YYYY-MM-DD", see todayInSaguenay). */
export function projectState(project: ProjectDates, today: string): ProjectState {
  if (project.status === "completed") return "completed";
  // ISO calendar days compare correctly as strings.
  if (project.startDate > today) return "upcoming";
  return project.endDate ? "ongoing" : "permanent";
}

/** "Jusqu'au 31 décembre 2027", "Projet permanent", "À partir du 5 mars 2027"… */
export function deadlineText(project: ProjectDates, state: ProjectState): string {
  switch (state) {
    case "completed":
      return project.endDate ? `Terminé le ${formatDate(project.endDate)}` : "Projet terminé";
    case "upcoming":
      return `À partir du ${formatDate(project.startDate)}`;
    case "permanent":
      return "Projet permanent";
    case "ongoing":
      return `Jusqu'au ${formatDate(project.endDate!)}`;
  }
}
