/**
 * Paramètres › Boutique: how long an order paid on pick-up waits at the foundation. Past that
 * delay, still unpaid and not collected, it is cancelled each night: its stock goes back on sale
 * and the buyer is told by e-mail (domain/shop/pickup-expiry.server.ts).
 */
import type { FieldSpec } from "~/components/admin/crud/form-fields";
import { settingsField } from "./settings-field";
import { shopForm, type ShopField } from "~/domain/settings/forms";

// Each field's name checked against this tab's form.
const field = settingsField<ShopField>;

const FIELDS: FieldSpec<ShopField>[] = [
  {
    ...field(
      "pickupDays",
      "Délai de retrait (jours)",
      "De 1 à 90 jours, comptés depuis la commande. Une commande « Paiement sur place » qui n'a été ni payée ni récupérée dans ce délai est annulée : ses articles sont remis en vente et le client est prévenu par courriel.",
      "number",
    ),
    step: "1",
  },
];

/** The Boutique tab's form, for SettingsForm. */
export const shopTab = { tab: "boutique", schema: shopForm, groups: [{ fields: FIELDS }] };
