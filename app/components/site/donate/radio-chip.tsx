/**
 * A radio drawn as a chip (amounts, payment method, frequency) on /don and in the donation
 * dialog: the input stays in the page (visually hidden) and the chip shows its checked and
 * keyboard-focus states by CSS alone.
 */
import type * as React from "react";
import { PRESET_AMOUNTS } from "~/domain/donations/amount";
import {
  FREQUENCY_FIELD,
  FREQUENCY_LABELS,
  type GiftFrequency,
} from "~/domain/payment-options/card-choice";
import { cn } from "~/lib/utils";

export function RadioChip({
  chip,
  labelClassName,
  children,
  ...input
}: Omit<React.ComponentProps<"input">, "type" | "className"> & {
  /** The chip's size: its height, padding and text. */
  chip: string;
  labelClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <label htmlFor={input.id} className={cn("relative", labelClassName)}>
      <input type="radio" {...input} className="peer sr-only" />
      <span
        className={cn(
          "flex cursor-pointer items-center justify-center rounded-md border border-primary bg-white font-semibold text-primary transition-colors hover:bg-accent",
          chip,
          "peer-checked:bg-primary peer-checked:text-primary-foreground",
          "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
        )}
      >
        {children}
      </span>
    </label>
  );
}

/**
 * « Don unique / Don mensuel » of a card gift: one chip per frequency, `checked` the one chosen at
 * first; with `idPrefix`, each radio's id is `${idPrefix}-once` / `${idPrefix}-monthly`.
 */
export function FrequencyChips({
  checked,
  idPrefix,
  chip,
  labelClassName,
}: {
  checked: GiftFrequency;
  idPrefix?: string;
  chip: string;
  labelClassName?: string;
}) {
  return (Object.keys(FREQUENCY_LABELS) as GiftFrequency[]).map((value) => (
    <RadioChip
      key={value}
      id={idPrefix ? `${idPrefix}-${value}` : undefined}
      name={FREQUENCY_FIELD}
      value={value}
      defaultChecked={checked === value}
      chip={chip}
      labelClassName={labelClassName}
    >
      {FREQUENCY_LABELS[value]}
    </RadioChip>
  ));
}

/**
 * The preset amounts as « 50 $ » chips of the radio `amount`; `radio` gives each one its state
 * (checked or checked at first, handlers) from its amount in dollars.
 */
export function PresetAmountChips({
  chip,
  radio,
}: {
  chip: string;
  radio: (
    amount: number,
  ) => Omit<React.ComponentProps<"input">, "type" | "className" | "name" | "value">;
}) {
  return PRESET_AMOUNTS.map((amount) => (
    <RadioChip key={amount} name="amount" value={String(amount)} chip={chip} {...radio(amount)}>
      {amount}&nbsp;$
    </RadioChip>
  ));
}
