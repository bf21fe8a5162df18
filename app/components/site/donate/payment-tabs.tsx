/**
 * Payment method of /don while card payments are not offered: the card tab says so and
 * points to Interac; the form always records an Interac donation. The Interac tab is open by
 * default: it is the one that works, and the one a visitor without JavaScript sees.
 */
import { InteracInstructions } from "./interac-instructions";
import { PaymentMethodTabs } from "./payment-method-tabs";

export function PaymentTabs({ interacEmail }: { interacEmail: string }) {
  return (
    <div className="grid gap-3">
      <h2 id="don-paiement" className="text-lg font-semibold text-primary">
        Mode de paiement
      </h2>
      <PaymentMethodTabs
        defaultTab="interac"
        listName={{ "aria-labelledby": "don-paiement" }}
        card={(interacLink) => (
          <>
            <p className="rounded-lg border border-border bg-muted p-3">
              Le paiement en ligne par carte n&apos;est pas encore offert. Merci de votre
              patience&nbsp;!
            </p>
            <p>
              Vous pouvez faire un don dès aujourd&apos;hui par virement Interac&nbsp;: voyez
              l&apos;onglet {interacLink}. Ce formulaire enregistre un don par virement Interac.
            </p>
          </>
        )}
        interac={<InteracInstructions interacEmail={interacEmail} />}
      />
    </div>
  );
}
