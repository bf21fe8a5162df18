/**
 * The e-mails of an event request: the requester's acknowledgement and the foundation's notice
 * when it is sent (/demande-evenements), and the requester's answer when the foundation approves
 * or rejects it (/admin/demande-evenements). Content only; `sendEmail` lays it out and queues it.
 */
import type { EmailContent } from "~/domain/mail/layout";
import { formatDate } from "~/lib/format";
import { frenchTime } from "~/lib/zoned-time";
import { eventTypeLabel } from "./labels";

export interface RequestForEmail {
  reference: string;
  requesterName: string;
  requesterEmail: string;
  requesterPhone: string | null;
  eventType: string;
  date: string;
  startTime: string | null;
  location: string | null;
  attendees: number | null;
  description: string;
}

function requestDetails(request: RequestForEmail): [string, string][] {
  const rows: [string, string][] = [
    ["Référence", request.reference],
    ["Type d'événement", eventTypeLabel(request.eventType)],
    ["Date", formatDate(request.date)],
  ];
  if (request.startTime) rows.push(["Heure", frenchTime(request.startTime)]);
  if (request.location) rows.push(["Lieu", request.location]);
  if (request.attendees !== null) rows.push(["Participants", String(request.attendees)]);
  return rows;
}

export function requestReceivedEmail(request: RequestForEmail): EmailContent {
  return {
    subject: `Demande d'événement reçue (${request.reference})`,
    heading: "Nous avons bien reçu votre demande",
    paragraphs: [
      `Bonjour ${request.requesterName},`,
      "Merci pour votre demande d'organisation d'événement. Notre équipe l'étudie et vous répondra par courriel dans les plus brefs délais.",
    ],
    details: requestDetails(request),
    closing: ["Gardez la référence ci-dessus : elle nous permet de retrouver votre demande."],
  };
}

export function requestNotificationEmail(
  request: RequestForEmail,
  adminUrl: string | null,
): EmailContent {
  return {
    subject: `Nouvelle demande d'événement : ${eventTypeLabel(request.eventType)} le ${formatDate(request.date)} (${request.reference})`,
    heading: "Nouvelle demande d'événement",
    paragraphs: [`${request.requesterName} a envoyé une demande d'événement.`],
    details: [
      ...requestDetails(request),
      ["Demandeur", request.requesterName],
      ["Courriel", request.requesterEmail],
      ["Téléphone", request.requesterPhone || "—"],
      ["Description", request.description || "—"],
    ],
    action: adminUrl ? { label: "Voir les demandes", url: adminUrl } : undefined,
  };
}

export function requestDecisionEmail(
  request: RequestForEmail,
  decision: "approve" | "reject",
  /** A rejection's reason as the volunteer typed it ("" for none). */
  reason = "",
): EmailContent {
  const approved = decision === "approve";
  const rejection = reason
    ? [
        "Après étude, la fondation ne peut malheureusement pas accueillir votre événement.",
        `Motif : ${reason}`,
        "N'hésitez pas à nous écrire pour en parler ou pour envisager une autre date.",
      ]
    : [
        "Après étude, la fondation ne peut malheureusement pas accueillir votre événement à la date demandée. N'hésitez pas à nous écrire pour envisager une autre date.",
      ];
  return {
    subject: approved
      ? `Votre demande d'événement est approuvée (${request.reference})`
      : `Votre demande d'événement n'a pas été retenue (${request.reference})`,
    heading: approved ? "Votre demande est approuvée" : "Votre demande n'a pas été retenue",
    paragraphs: [
      `Bonjour ${request.requesterName},`,
      ...(approved
        ? [
            "Bonne nouvelle : la fondation a approuvé votre demande d'événement. Nous vous contacterons pour régler les derniers détails (salle, horaire, installation).",
          ]
        : rejection),
    ],
    details: requestDetails(request),
    closing: [
      "Pour toute question, écrivez-nous ou appelez-nous : nos coordonnées sont ci-dessous.",
    ],
  };
}
