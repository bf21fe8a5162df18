/**
 * The payment-method tabs of a donation, "Carte bancaire" and "Virement Interac", on /don and in
 * the donation dialog. While card payments are not offered, the card tab's text says so
 * and points to the Interac tab with the link it is given: a button that opens that tab and puts
 * the keyboard on it.
 */
import * as React from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { CARD_METHOD_LABEL } from "~/domain/payment-options/card-choice";

export type PaymentTab = "carte" | "interac";

export function PaymentMethodTabs({
  defaultTab,
  listName,
  card,
  interac,
}: {
  defaultTab: PaymentTab;
  /** The tab list's accessible name: the id of a visible heading, or a label. */
  listName: { "aria-labelledby": string } | { "aria-label": string };
  /** The card tab's content, given the link to the Interac tab. */
  card: (interacLink: React.ReactNode) => React.ReactNode;
  interac: React.ReactNode;
}) {
  const [tab, setTab] = React.useState<PaymentTab>(defaultTab);
  const interacTabRef = React.useRef<HTMLButtonElement>(null);

  const interacLink = (
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
  );

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as PaymentTab)}>
      <TabsList {...listName} className="max-sm:w-full">
        <TabsTrigger value="carte" className="flex-1">
          {CARD_METHOD_LABEL}
        </TabsTrigger>
        <TabsTrigger value="interac" className="flex-1" ref={interacTabRef}>
          Virement Interac
        </TabsTrigger>
      </TabsList>
      <TabsContent value="carte" className="grid gap-3 text-sm">
        {card(interacLink)}
      </TabsContent>
      <TabsContent value="interac" className="grid gap-3 text-sm">
        {interac}
      </TabsContent>
    </Tabs>
  );
}
