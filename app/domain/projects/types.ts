import type { ProjectState } from "./status";

/** A project as the public pages show it (dates as "YYYY-MM-DD", money in cents). */
export interface PublicProject {
  id: number;
  title: string;
  description: string;
  category: string;
  tags: string[];
  goalCents: number;
  collectedCents: number;
  startDate: string;
  endDate: string | null;
  image: string;
  /** Lucide-like icon name chosen in the back-office ("book-open"…). */
  icon: string;
  state: ProjectState;
  /** "Jusqu'au 31 décembre 2027", "Projet permanent"… */
  deadline: string;
}
