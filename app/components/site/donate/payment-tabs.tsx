/**
 * Payment method of /don. No card or PayPal provider is integrated, so that tab says so and
 * points to Interac; the form always records an Interac donation. The Interac tab is open by
 * default: it is the one that works, and the one a visitor without JavaScript sees.
 */
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
              Le paiement en ligne par carte de crédit ou PayPal n&apos;est pas encore offert. Merci
              de votre patience&nbsp;!
            </p>
            <p>
              Vous pouvez faire un don dès aujourd&apos;hui par virement Interac&nbsp;: voyez
              l&apos;onglet {interacLink}. Ce formulaire enregistre un don par virement Interac.
            </p>
          </>
        )}
        interac={
          <>
            <p>
              Envoyez votre virement Interac à l&apos;adresse courriel de paiement de la
              fondation&nbsp;:{" "}
              <a href={`mailto:${interacEmail}`} className="prose-link font-semibold break-all">
                {interacEmail}
              </a>
            </p>
            <p>
              Dans le message du virement, indiquez votre <strong>nom complet</strong>, le{" "}
              <strong>projet</strong> choisi et le <strong>code de référence</strong> qui vous sera
              donné une fois ce formulaire envoyé.
            </p>
          </>
        }
      />
    </div>
  );
}
