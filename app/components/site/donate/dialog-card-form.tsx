/**
 * The « Carte bancaire » tab of the donation dialog (issue 13): when card payments are offered
 * (read from /don's loader when the tab first shows), a short card gift form — amount, « Don
 * unique / Don mensuel », name, e-mail, phone — posted to /don, which stores the gift and sends
 * the donor to Stripe's page. A refused form comes back on /don with its messages and what was
 * typed. While the answer is not known, or when cards are not offered, the tab shows `fallback`
 * (the honest text of before).
 */
import * as React from "react";
import { Form, Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { PrivacyNotice } from "~/components/site/privacy-notice";
import { Input } from "~/components/ui/input";
import { CARD_EXPLANATION, PAY_WITH_FIELD } from "~/domain/payment-options/card-choice";
import { CustomAmountInput } from "./amount-picker";
import { FrequencyChips, PresetAmountChips } from "./radio-chip";

/** What the tab reads of /don's loader. */
interface DonatePageData {
  cardAvailable?: boolean;
  defaultProjectId?: string;
  /** The projects open to gifts. */
  projects?: { id: number }[];
}

/** The dialog's chips: smaller than /don's. */
const chip = "h-10 px-2 text-sm";

export function DialogCardForm({
  projectId,
  fallback,
  onLeave,
}: {
  /** The project the dialog was opened on; null: /don's default choice. */
  projectId: number | null;
  fallback: React.ReactNode;
  /** The dialog closes as the form leaves for /don. */
  onLeave: () => void;
}) {
  const fetcher = useFetcher<DonatePageData>();
  const { load } = fetcher;
  const requested = React.useRef(false);
  React.useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void load("/don");
  }, [load]);
  const page = fetcher.data;
  if (!page?.cardAvailable) return <>{fallback}</>;
  // A project shown on the site that no longer takes gifts (completed): say so, not a form that
  // the server would refuse.
  if (projectId !== null && page.projects && !page.projects.some(({ id }) => id === projectId)) {
    return (
      <p className="rounded-lg border border-border bg-muted p-3">
        Ce projet ne reçoit plus de dons. Vous pouvez soutenir les autres projets de la fondation
        depuis la{" "}
        <Link to="/don" className="prose-link font-medium" onClick={onLeave}>
          page des dons
        </Link>
        .
      </p>
    );
  }

  return (
    <Form method="post" action="/don" className="grid gap-4" onSubmit={onLeave}>
      <input type="hidden" name={PAY_WITH_FIELD} value="card" />
      <input
        type="hidden"
        name="projectId"
        value={projectId === null ? (page.defaultProjectId ?? "general") : String(projectId)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Montant du don</legend>
        <div className="grid grid-cols-5 gap-2">
          <PresetAmountChips chip={chip} radio={(value) => ({ defaultChecked: value === 50 })} />
        </div>
        <label htmlFor="dialogue-autre-montant" className="text-sm">
          Autre montant ($)
        </label>
        <CustomAmountInput id="dialogue-autre-montant" maxLength={20} className="sm:max-w-40" />
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Fréquence du don</legend>
        <div className="grid grid-cols-2 gap-2">
          <FrequencyChips checked="once" chip={chip} />
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          id="dialogue-prenom"
          name="firstName"
          label="Prénom *"
          autoComplete="given-name"
        />
        <TextInput id="dialogue-nom" name="lastName" label="Nom *" autoComplete="family-name" />
        <TextInput
          id="dialogue-courriel"
          name="email"
          label="Courriel *"
          type="email"
          autoComplete="email"
        />
        <TextInput
          id="dialogue-telephone"
          name="phone"
          label="Téléphone"
          type="tel"
          autoComplete="tel"
        />
      </div>
      <p className="text-muted-foreground">
        {CARD_EXPLANATION} Pour un reçu officiel aux fins de l&apos;impôt, faites votre don depuis
        la page des dons (votre adresse est alors requise).
      </p>
      <PrivacyNotice purpose="donation" />
      <div>
        <Button type="submit" variant="gold">
          Continuer vers le paiement
        </Button>
      </div>
    </Form>
  );
}

function TextInput({
  id,
  name,
  label,
  type = "text",
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input id={id} name={name} type={type} autoComplete={autoComplete} maxLength={200} />
    </div>
  );
}
