/** Event requests made through /demande-evenements: one of each status. */
import type { eventRequests } from "#db/schema";
import type { SeedClock } from "../clock";
import { referenceMaker } from "../references";

export function sampleEventRequests(clock: SeedClock): (typeof eventRequests.$inferInsert)[] {
  const reference = referenceMaker("DEM");
  return [
    {
      reference: reference(),
      title: "Mariage de Coumba et Ibrahima",
      requesterName: "Coumba Ndiaye",
      requesterEmail: "coumba.ndiaye@example.org",
      requesterPhone: "418 555-0151",
      eventType: "mariage",
      date: clock.day(45),
      startTime: "14:00",
      endTime: "18:00",
      location: "Salle communautaire",
      attendees: 120,
      description:
        "Cérémonie religieuse du mariage suivie d'une réception avec les familles. Nous aurions besoin de la grande salle et de la cuisine.",
      status: "pending",
      decidedAt: null,
      createdAt: clock.ago(2),
    },
    {
      reference: reference(),
      title: "Soirée culturelle des étudiants africains de l'UQAC",
      requesterName: "Serigne Mbaye",
      requesterEmail: "aeauqac@example.org",
      requesterPhone: "418 555-0152",
      eventType: "conference",
      date: clock.day(32),
      startTime: "18:00",
      endTime: "21:30",
      location: "Salle de conférence",
      attendees: 60,
      description:
        "Conférence sur les parcours d'études au Québec, suivie d'un moment d'échange avec les nouveaux étudiants de la session.",
      status: "approved",
      decidedAt: clock.ago(3),
      createdAt: clock.ago(10),
    },
    {
      reference: reference(),
      title: "Souper-bénéfice d'une association de quartier",
      requesterName: "Sylvie Côté",
      requesterEmail: "sylvie.cote@example.org",
      requesterPhone: null,
      eventType: "autre",
      date: clock.day(28),
      startTime: "17:30",
      endTime: "23:00",
      location: "Espace extérieur",
      attendees: 250,
      description: "Souper-bénéfice annuel de l'association, avec musique et encan silencieux.",
      status: "rejected",
      decidedAt: clock.ago(5),
      createdAt: clock.ago(12),
    },
  ];
}
