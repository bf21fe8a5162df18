/**
 * The year-end receipt form of /admin/donations: one official receipt for a donor's gifts of a
 * calendar year. When neither those gifts nor the donor's file have an address, the refusal
 * opens the form where the treasurer enters the donor's name and full address (saved, then the
 * receipt is issued).
 */
import { useMemo } from "react";
import { Form, Link, useLocation } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { PROVINCES, RECEIPT_ADDRESS_FIELDS } from "~/domain/receipts/receipt-address";
import {
  currentYear,
  YEAR_END_DONOR_INTENT,
  yearEndDonorSchema,
  yearEndSchema,
} from "~/domain/receipts/schema";
import { valueOf, type FormRefusal } from "~/lib/forms/refusal";

/** 'Reçu annuel': one receipt for a donor's gifts of a calendar year that have none yet. */
export function YearEndReceipt({
  refused,
  donorRefused,
}: {
  refused?: FormRefusal;
  /** The refusal of the donor's address form, or the receipt's refusal that opens it. */
  donorRefused?: FormRefusal;
}) {
  if (donorRefused) return <YearEndDonor refused={donorRefused} />;
  return <YearEndRequest refused={refused} />;
}

function YearEndRequest({ refused }: { refused?: FormRefusal }) {
  const schema = useMemo(() => yearEndSchema(), []);
  const form = useSchemaForm({ schema, refused, order: ["email", "year"] });
  const { errors } = form;
  const year = form.constraint("year");
  return (
    <AdminPanel id="recu-annuel" title="Reçu annuel" className="mt-8">
      <p className="mb-4 text-sm text-muted-foreground">
        Regroupe en un seul reçu officiel les dons complétés d&apos;un donateur pendant une année
        civile qui n&apos;ont pas encore de reçu ; le reçu est envoyé par courriel au donateur.
      </p>
      {errors.form ? (
        <div className="mb-4">
          <FormAlert message={errors.form} />
        </div>
      ) : null}
      <Form {...form.props} method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="year-end-receipt" />
        <Field id="recu-annuel-courriel" label="Courriel du donateur" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              {...form.constraint("email")}
              name="email"
              defaultValue={valueOf(refused, "email", null)}
              className="h-10 w-72"
            />
          )}
        </Field>
        <Field id="recu-annuel-annee" label="Année" error={errors.year}>
          {(control) => (
            <Input
              {...control}
              type="number"
              name="year"
              required={year.required}
              min={year.min}
              max={year.max}
              defaultValue={valueOf(refused, "year", currentYear() - 1)}
              className="h-10 w-28"
            />
          )}
        </Field>
        <Button type="submit" size="sm" className="h-10">
          Émettre le reçu annuel
        </Button>
      </Form>
    </AdminPanel>
  );
}

const DONOR_ORDER = ["firstName", "lastName", ...RECEIPT_ADDRESS_FIELDS] as const;
const PROVINCE_OPTIONS = [
  { value: "", label: "Choisir…" },
  ...PROVINCES.map(([code, name]) => ({ value: code, label: name })),
];

/** The text fields of the donor's form: label and id. */
const DONOR_TEXT = {
  firstName: { label: "Prénom", id: "recu-annuel-prenom" },
  lastName: { label: "Nom", id: "recu-annuel-nom" },
  address: { label: "Adresse", id: "recu-annuel-adresse" },
  city: { label: "Ville", id: "recu-annuel-ville" },
  postalCode: { label: "Code postal", id: "recu-annuel-code-postal" },
  country: { label: "Pays", id: "recu-annuel-pays" },
} as const;

/**
 * The donor's name and full address for the year-end receipt (Income Tax Regulations
 * s. 3501(1)): the e-mail and year come with the refusal and are posted again as they were.
 */
function YearEndDonor({ refused }: { refused: FormRefusal }) {
  const schema = useMemo(() => yearEndDonorSchema(), []);
  const form = useSchemaForm({ schema, refused, order: DONOR_ORDER });
  const { errors } = form;
  const email = valueOf(refused, "email", null);
  const year = valueOf(refused, "year", null);
  // Back to the screen as it was, without the refusal (a new visit, with or without JavaScript).
  const { pathname, search } = useLocation();
  const text = (name: keyof typeof DONOR_TEXT) => (
    <Field id={DONOR_TEXT[name].id} label={DONOR_TEXT[name].label} error={errors[name]}>
      {(control) => (
        <Input
          {...control}
          {...form.constraint(name)}
          name={name}
          autoComplete="off"
          defaultValue={valueOf(refused, name, null)}
        />
      )}
    </Field>
  );
  return (
    <AdminPanel id="recu-annuel" title="Reçu annuel" className="mt-8">
      <div className="mb-4">
        <FormAlert message={errors.form ?? refused.errors.email ?? refused.errors.year} />
      </div>
      <Form
        {...form.props}
        method="post"
        className="grid max-w-2xl gap-4"
        aria-label="Adresse du donateur pour le reçu annuel"
      >
        <input type="hidden" name="intent" value={YEAR_END_DONOR_INTENT} />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="year" value={year} />
        <p className="text-sm">
          Reçu annuel {year} de <strong className="break-all">{email}</strong> : le nom et
          l&apos;adresse saisis ici sont enregistrés avec ses dons de l&apos;année et dans sa fiche,
          puis le reçu est émis et envoyé par courriel.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("firstName")}
          {text("lastName")}
        </div>
        {text("address")}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("city")}
          <Field id="recu-annuel-province" label="Province" error={errors.province}>
            {(control) => (
              <Select
                {...control}
                {...form.constraint("province")}
                name="province"
                options={PROVINCE_OPTIONS}
                defaultValue={valueOf(refused, "province", null, "QC")}
              />
            )}
          </Field>
          {text("postalCode")}
          {text("country")}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" size="sm">
            Enregistrer l&apos;adresse et émettre le reçu
          </Button>
          <Link
            to={`${pathname}${search}#recu-annuel`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Annuler
          </Link>
        </div>
      </Form>
    </AdminPanel>
  );
}
