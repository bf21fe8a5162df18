/**
 * Payment method of /don. No card or PayPal provider is integrated, so that tab says so and
 * points to Interac; the form always records an Interac donation. The Interac tab is open by
 * default: it is the one that works, and the one a visitor without JavaScript sees.
 */
import * as React from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";

type PaymentTab = "carte" | "interac";

export function PaymentTabs({ interacEmail }: { interacEmail: string }) {
  const [tab, setTab] = React.useState<PaymentTab>("interac");
  const interacTabRef = React.useRef<HTMLButtonElement>(null);

  return (
    <div className="grid gap-3">
      <h2 id="don-paiement" className="text-lg font-semibold text-primary">
        Mode de paiement
      </h2>
      <Tabs value={tab} onValueChange={(value) => setTab(value as PaymentTab)}>
        <TabsList aria-labelledby="don-paiement" className="max-sm:w-full">
          <TabsTrigger value="carte" className="flex-1">
            Carte ou PayPal
          </TabsTrigger>
          <TabsTrigger value="interac" className="flex-1" ref={interacTabRef}>
            Virement Interac
          </TabsTrigger>
        </TabsList>

        <TabsContent value="carte" className="grid gap-3 text-sm">
          <p className="rounded-lg border border-border bg-muted p-3">
            Le paiement en ligne par carte de crédit ou PayPal n&apos;est pas encore offert. Merci
            de votre patience&nbsp;!
          </p>
          <p>
            Vous pouvez faire un don dès aujourd&apos;hui par virement Interac&nbsp;: voyez
            l&apos;onglet{" "}
            <button
              type="button"
              className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
              onClick={() => {
                setTab("interac");
                interacTabRef.current?.focus();
              }}
            >
              Virement Interac
            </button>
            . Ce formulaire enregistre un don par virement Interac.
          </p>
        </TabsContent>

        <TabsContent value="interac" className="grid gap-3 text-sm">
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
        </TabsContent>
      </Tabs>
    </div>
  );
}
