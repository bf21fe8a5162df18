/**
 * The e-mails of a donation made on /don: the donor's instructions (where to send the Interac
 * transfer, with which reference) and the foundation's notice. Content only; `sendEmail` lays it
 * out and queues it.
 */
import type { EmailContent } from "~/domain/mail/layout";
import { RECEIPT_MINIMUM_SENTENCES } from "~/domain/receipts/receipt-minimum";
import { formatMoney } from "~/lib/format";

export interface DonationForEmail {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  amountCents: number;
  projectTitle: string;
  receiptRequested: boolean;
}

export function donationInstructionsEmail(
  donation: DonationForEmail,
  interacEmail: string,
): EmailContent {
  return {
    subject: `Votre don de ${formatMoney(donation.amountCents)} : instructions de virement (${donation.reference})`,
    heading: "Merci pour votre don !",
    paragraphs: [
      `Bonjour ${donation.firstName},`,
      "Votre promesse de don est enregistrée. Pour la compléter, envoyez un virement Interac depuis votre institution financière :",
    ],
    details: [
      ["Montant", formatMoney(donation.amountCents)],
      ["Destinataire du virement", interacEmail],
      ["Message du virement", `${donation.reference} — ${donation.firstName} ${donation.lastName}`],
      ["Projet", donation.projectTitle],
    ],
    closing: [
      "Indiquez bien la référence dans le message du virement : elle nous permet de rattacher votre virement à votre don.",
      donation.receiptRequested
        ? RECEIPT_MINIMUM_SENTENCES.interacEmail
        : "Vous n'avez pas demandé de reçu fiscal ; écrivez-nous si vous en souhaitez un.",
    ],
  };
}

export function donationNotificationEmail(
  donation: DonationForEmail,
  adminUrl: string | null,
): EmailContent {
  return {
    subject: `Nouveau don en attente : ${formatMoney(donation.amountCents)} (${donation.reference})`,
    heading: "Nouvelle promesse de don",
    paragraphs: [
      `${donation.firstName} ${donation.lastName} a annoncé un don par virement Interac. Confirmez sa réception dans l'administration une fois le virement reçu.`,
    ],
    details: [
      ["Référence", donation.reference],
      ["Montant", formatMoney(donation.amountCents)],
      ["Projet", donation.projectTitle],
      ["Donateur", `${donation.firstName} ${donation.lastName}`],
      ["Courriel", donation.email],
      ["Reçu fiscal demandé", donation.receiptRequested ? "Oui" : "Non"],
    ],
    action: adminUrl ? { label: "Voir les dons", url: adminUrl } : undefined,
  };
}
