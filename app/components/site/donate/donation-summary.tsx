/**
 * The thank-you state of /don: the promise is recorded, the transfer still has to be sent. Shows
 * what to send, where, and the message to write; "Faire un nouveau don" reloads the page with its
 * defaults (a link: works without JavaScript too).
 */
import * as React from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { CircleCheck } from "~/components/ui/icons";
import { RECEIPT_MIN_CENTS } from "~/domain/donations/amount";
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
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: put them on the news.
  React.useEffect(() => headingRef.current?.focus(), []);
  const transferMessage = `${summary.firstName} ${summary.lastName} — ${summary.projectTitle} — ${summary.reference}`;

  return (
    <section
      aria-labelledby="don-merci"
      className="grid gap-5 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2
        id="don-merci"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-3 text-2xl font-bold text-primary"
      >
        <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-primary" />
        Merci pour votre générosité&nbsp;!
      </h2>
      <p>
        Votre promesse de don est enregistrée. Pour la compléter, envoyez maintenant votre virement
        Interac avec les informations ci-dessous.
      </p>
      <dl className="grid gap-3 rounded-lg border border-border bg-muted p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium text-muted-foreground">Montant</dt>
        <dd className="text-lg font-semibold">{formatMoney(summary.amountCents)}</dd>
        <dt className="font-medium text-muted-foreground">Projet</dt>
        <dd>{summary.projectTitle}</dd>
        <dt className="font-medium text-muted-foreground">Virement à envoyer à</dt>
        <dd>
          <a href={`mailto:${interacEmail}`} className="prose-link font-semibold break-all">
            {interacEmail}
          </a>
        </dd>
        <dt className="font-medium text-muted-foreground">Référence</dt>
        <dd className="font-mono text-lg font-semibold tracking-wider">{summary.reference}</dd>
        <dt className="font-medium text-muted-foreground">Message du virement</dt>
        <dd className="break-words">{transferMessage}</dd>
      </dl>
      <p className="text-sm text-muted-foreground">
        {summary.amountCents < RECEIPT_MIN_CENTS
          ? "Les reçus officiels aux fins de l'impôt sont émis pour les dons de 20 $ ou plus."
          : summary.receiptRequested
            ? "Votre reçu officiel aux fins de l'impôt sera émis une fois votre virement reçu."
            : "Aucun reçu officiel n'a été demandé pour ce don."}
      </p>
      <div>
        <Link to={newDonationHref} className={buttonVariants({ variant: "gold", size: "lg" })}>
          Faire un nouveau don
        </Link>
      </div>
    </section>
  );
}
