/**
 * The year-end receipt form of /admin/donations: one official receipt for a donor's gifts of a
 * calendar year.
 */
import { useMemo } from "react";
import { Form } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { currentYear, yearEndSchema } from "~/domain/receipts/schema";
import { valueOf, type FormRefusal } from "~/lib/forms/refusal";

/** 'Reçu annuel': one receipt for a donor's gifts of a calendar year that have none yet. */
export function YearEndReceipt({ refused }: { refused?: FormRefusal }) {
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
