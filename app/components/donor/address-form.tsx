/**
 * « Mon adresse pour les reçus »: the address printed on the donor's next receipts. On the form
 * protocol (decision 0021): the schema is loaded when the visitor reaches the form, the
 * constraints come from the loader; the action answers a refusal with the same messages.
 */
import { DonorForm } from "~/components/donor/donor-form";
import { DonorSection } from "~/components/donor/donor-section";
import type { SchemaForm } from "~/components/forms/use-schema-form";
import { SelectField, TextField } from "~/components/site/schema-fields";
import { SubmitButton } from "~/components/ui/submit-button";
import { preloadNotifications } from "~/components/ui/toaster";
import { PROVINCES } from "~/domain/receipts/receipt-address";
import { DONOR_INTENTS } from "~/domain/donor-space/intents";
import type { DonorAddressField } from "~/domain/donor-space/schema";
import type { DonorAddress } from "~/domain/donor-space/types";
import type { FormConstraints } from "~/lib/forms/constraints";
import type { FormRefusal } from "~/lib/forms/refusal";

const ORDER: readonly DonorAddressField[] = [
  "address",
  "city",
  "province",
  "postalCode",
  "country",
];
const loadSchema = () => import("~/domain/donor-space/schema").then((m) => m.donorAddressSchema);
const PROVINCE_OPTIONS = [
  { value: "", label: "Choisir une province" },
  ...PROVINCES.map(([code, name]) => ({ value: code, label: name })),
];

/** The text fields: their id, label and the browser's suggestions. */
const TEXT_FIELDS = {
  address: { id: "adresse-rue", label: "Adresse", autoComplete: "street-address" },
  city: { id: "adresse-ville", label: "Ville", autoComplete: "address-level2" },
  postalCode: { id: "adresse-code-postal", label: "Code postal", autoComplete: "postal-code" },
  country: { id: "adresse-pays", label: "Pays", autoComplete: "country-name" },
} as const;

interface AddressFormProps {
  saved: DonorAddress;
  constraints: FormConstraints;
  refused?: FormRefusal<DonorAddressField>;
  submitting: boolean;
}

export function AddressForm({ saved, constraints, refused, submitting }: AddressFormProps) {
  const text = (form: SchemaForm<DonorAddressField>, name: keyof typeof TEXT_FIELDS) => (
    <TextField form={form} name={name} saved={saved[name]} {...TEXT_FIELDS[name]} />
  );
  return (
    <DonorForm<DonorAddressField>
      options={{
        schema: loadSchema,
        refused,
        order: ORDER,
        constraints,
        preload: preloadNotifications,
      }}
      intent={DONOR_INTENTS.address}
      noteId="adresse-note"
      note="Elle figurera sur vos prochains reçus officiels et sur ceux de vos dons qui n'en ont pas encore. Tous les champs sont obligatoires."
      preventScrollReset
    >
      {(form) => (
        <>
          {text(form, "address")}
          <div className="grid gap-5 sm:grid-cols-2">
            {text(form, "city")}
            <SelectField
              form={form}
              name="province"
              id="adresse-province"
              label="Province"
              saved={saved.province}
              options={PROVINCE_OPTIONS}
              autoComplete="address-level1"
            />
            {text(form, "postalCode")}
            {text(form, "country")}
          </div>
          <div>
            <SubmitButton busy={submitting} busyLabel="Enregistrement…">
              Enregistrer mon adresse
            </SubmitButton>
          </div>
        </>
      )}
    </DonorForm>
  );
}

/** « Mon adresse pour les reçus », the part of the signed-in space around the form. */
export function AddressSection(props: AddressFormProps) {
  return (
    <DonorSection id="mon-adresse" title="Mon adresse pour les reçus">
      <AddressForm {...props} />
    </DonorSection>
  );
}
