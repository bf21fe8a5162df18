/**
 * « Recevoir un lien de connexion » (/mon-espace, signed out): the e-mail address given with a
 * gift, an order or a request. On the form protocol (decision 0021): the schema is loaded when the
 * visitor reaches the form, the constraints come from the loader, and without JavaScript the
 * form posts and the server answers the same. The answer is the same sentence for any address.
 */
import { DonorForm } from "~/components/donor/donor-form";
import { EmailField } from "~/components/site/schema-fields";
import { SendRow } from "~/components/site/send-row";
import { DONOR_LINK_INTENT } from "~/domain/donor-space/intents";
import type { DonorLinkField } from "~/domain/donor-space/schema";
import type { FormConstraints } from "~/lib/forms/constraints";
import type { FormRefusal } from "~/lib/forms/refusal";
import { PrivacyNotice } from "~/components/site/privacy-notice";

const ORDER: readonly DonorLinkField[] = ["email"];
const loadSchema = () => import("~/domain/donor-space/schema").then((m) => m.donorLinkSchema);

export function LinkRequestForm({
  constraints,
  refused,
  sent,
  submitting,
}: {
  constraints: FormConstraints;
  refused?: FormRefusal<DonorLinkField>;
  /** The answer once the request was accepted (the same for every address). */
  sent?: string;
  submitting: boolean;
}) {
  return (
    <DonorForm<DonorLinkField>
      options={{ schema: loadSchema, refused, order: ORDER, fallback: "email", constraints }}
      intent={DONOR_LINK_INTENT}
      noteId="espace-courriel-note"
      note="L'adresse donnée lors de votre don, de votre commande ou de votre demande d'événement."
    >
      {(form) => (
        <>
          <EmailField form={form} name="email" id="espace-courriel" label="Courriel" type="email" />
          <PrivacyNotice purpose="donorSpace" />
          <SendRow label="Recevoir un lien de connexion" submitting={submitting} sent={sent} />
        </>
      )}
    </DonorForm>
  );
}
