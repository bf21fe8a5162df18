/**
 * The thank-you state of /don: the promise is recorded, the transfer still has to be sent. Shows
 * what to send, where, and the message to write; "Faire un nouveau don" reloads the page with its
 * defaults (a link: works without JavaScript too).
 */
import { Link } from "react-router";
import { InteracAddress, ThankYouDetails, ThankYouPanel } from "~/components/site/thank-you-panel";
import { buttonVariants } from "~/components/ui/button";
import { isReceiptable, RECEIPT_MINIMUM_SENTENCES } from "~/domain/receipts/receipt-minimum";
import type { DonationSummary as Summary } from "~/domain/donations/donation.server";
import { formatMoney } from "~/lib/format";

export function DonationSummary({
  summary,
  interacEmail,
  newDonationHref,
}: {
  summary: Summary;
  interacEmail: string;
  newDonationHref: string;
}) {
  const transferMessage = `${summary.firstName} ${summary.lastName} — ${summary.projectTitle} — ${summary.reference}`;

  return (
    <ThankYouPanel id="don-merci" title={<>Merci pour votre générosité&nbsp;!</>}>
      <p>
        Votre promesse de don est enregistrée. Pour la compléter, envoyez maintenant votre virement
        Interac avec les informations ci-dessous.
      </p>
      <ThankYouDetails
        details={[
          {
            label: "Montant",
            value: formatMoney(summary.amountCents),
            className: "text-lg font-semibold",
          },
          { label: "Projet", value: summary.projectTitle },
          { label: "Virement à envoyer à", value: <InteracAddress email={interacEmail} /> },
          {
            label: "Référence",
            value: summary.reference,
            className: "font-mono text-lg font-semibold tracking-wider",
          },
          { label: "Message du virement", value: transferMessage, className: "break-words" },
        ]}
      />
      <p className="text-sm text-muted-foreground">
        {!isReceiptable(summary.amountCents)
          ? RECEIPT_MINIMUM_SENTENCES.donationPage
          : summary.receiptRequested
            ? "Votre reçu officiel aux fins de l'impôt sera émis une fois votre virement reçu."
            : "Aucun reçu officiel n'a été demandé pour ce don."}
      </p>
      <div>
        <Link to={newDonationHref} className={buttonVariants({ variant: "gold", size: "lg" })}>
          Faire un nouveau don
        </Link>
      </div>
    </ThankYouPanel>
  );
}
