/**
 * Amount of the donation: preset radios styled as buttons, and a custom amount. Choosing a preset
 * empties the custom amount and typing one unchecks the preset (spec §4); without JavaScript both
 * can be sent, and the server keeps the custom amount.
 */
import * as React from "react";
import { Input } from "~/components/ui/input";
import type { FieldConstraint } from "~/lib/forms/constraints";
import { PresetAmountChips } from "./radio-chip";

/** The « Autre montant » field's input (/don and the donation dialog): an amount typed in dollars. */
export function CustomAmountInput(
  props: Omit<
    React.ComponentProps<typeof Input>,
    "name" | "inputMode" | "autoComplete" | "placeholder"
  >,
) {
  return (
    <Input
      name="customAmount"
      inputMode="decimal"
      autoComplete="off"
      placeholder="Ex. : 75 ou 25,50"
      {...props}
    />
  );
}

export function AmountPicker({
  amount,
  customAmount,
  amountError,
  customError,
  customConstraint,
}: {
  amount: string;
  customAmount: string;
  amountError?: string;
  customError?: string;
  /** The custom amount's HTML constraints, from the form's schema. */
  customConstraint: FieldConstraint;
}) {
  const [preset, setPreset] = React.useState(customAmount ? "" : amount);
  const [custom, setCustom] = React.useState(customAmount);
  const amountErrorId = "don-montant-erreur";
  const customErrorId = "don-autre-montant-erreur";

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold text-primary">Montant du don</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        <PresetAmountChips
          chip="h-12 text-base"
          radio={(value) => ({
            checked: preset === String(value),
            onChange: () => {
              setPreset(String(value));
              setCustom("");
            },
            "aria-describedby": amountError ? amountErrorId : undefined,
          })}
        />
      </div>
      {amountError ? (
        <p id={amountErrorId} className="text-sm font-medium text-destructive">
          {amountError}
        </p>
      ) : null}
      <div className="grid gap-2 sm:max-w-xs">
        <label htmlFor="don-autre-montant" className="text-sm font-medium">
          Autre montant ($)
        </label>
        <CustomAmountInput
          id="don-autre-montant"
          maxLength={customConstraint.maxLength}
          value={custom}
          onChange={(event) => {
            setCustom(event.target.value);
            if (event.target.value !== "") setPreset("");
          }}
          aria-invalid={customError ? true : undefined}
          aria-describedby={customError ? customErrorId : "don-autre-montant-aide"}
        />
        {customError ? (
          <p id={customErrorId} className="text-sm font-medium text-destructive">
            {customError}
          </p>
        ) : (
          <p id="don-autre-montant-aide" className="text-sm text-muted-foreground">
            De 1&nbsp;$ à 100&nbsp;000&nbsp;$.
          </p>
        )}
      </div>
    </fieldset>
  );
}
