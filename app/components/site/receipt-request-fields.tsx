/**
 * « Je souhaite recevoir un reçu officiel » and the address a receipt needs (Income Tax
 * Regulations s. 3501(1)), for every public form that may give one: /don, and an event's
 * fundraising tickets. The address block shows while the box is checked, by CSS (:has), without
 * JavaScript. Its fields are domain/receipts/receipt-request.ts's.
 */
import type * as React from "react";
import { SelectField, TextField } from "~/components/site/schema-fields";
import type { SchemaForm } from "~/components/forms/use-schema-form";
import { PROVINCES } from "~/domain/receipts/receipt-address";

const PROVINCE_OPTIONS = PROVINCES.map(([value, label]) => ({ value, label }));

type ReceiptField = "address" | "city" | "province" | "postalCode" | "country";

export function ReceiptRequestFields<F extends string>({
  form,
  idPrefix,
  checked,
  help,
  saved,
}: {
  form: SchemaForm<F>;
  /** « don » gives don-recu, don-adresse… */
  idPrefix: string;
  checked: boolean;
  help: React.ReactNode;
  /** The empty form's values (the country's « Canada »). */
  saved?: Partial<Record<ReceiptField, string>>;
}) {
  const box = `${idPrefix}-recu`;
  const field = (name: ReceiptField) => ({ form, name: name as F, saved: saved?.[name] });
  return (
    <div className="group/recu grid gap-5">
      <div className="flex items-start gap-3">
        <input
          id={box}
          type="checkbox"
          name="receiptRequested"
          defaultChecked={checked}
          aria-describedby={`${box}-aide`}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <div className="grid gap-1">
          <label htmlFor={box} className="text-sm font-medium">
            Je souhaite recevoir un reçu officiel pour fins d&apos;impôt
          </label>
          <p id={`${box}-aide`} className="text-sm text-muted-foreground">
            {help}
          </p>
        </div>
      </div>
      <div className="hidden gap-5 group-has-[input:checked]/recu:grid sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            {...field("address")}
            id={`${idPrefix}-adresse`}
            label="Adresse *"
            autoComplete="street-address"
          />
        </div>
        <TextField
          {...field("city")}
          id={`${idPrefix}-ville`}
          label="Ville *"
          autoComplete="address-level2"
        />
        <SelectField
          {...field("province")}
          id={`${idPrefix}-province`}
          label="Province *"
          options={PROVINCE_OPTIONS}
          autoComplete="address-level1"
        />
        <TextField
          {...field("postalCode")}
          id={`${idPrefix}-code-postal`}
          label="Code postal *"
          autoComplete="postal-code"
          placeholder="A1A 1A1"
        />
        <TextField
          {...field("country")}
          id={`${idPrefix}-pays`}
          label="Pays *"
          autoComplete="country-name"
        />
      </div>
    </div>
  );
}
