/**
 * The payment method of /don when card payments are offered (issue 13): « Carte bancaire » or
 * « Virement Interac » as two radios (`paymentMethod`), and for a card « Don unique / Don
 * mensuel » (`frequency`). Each method's explanation shows while its radio is checked, by CSS
 * (:has) alone, so the choice works the same without JavaScript. Without the Interac option only
 * the card is offered.
 */
import type { ReactNode } from "react";
import {
  CARD_EXPLANATION,
  CARD_METHOD_LABEL,
  PAY_WITH_FIELD,
  type GiftFrequency,
} from "~/domain/payment-options/card-choice";
import { InteracInstructions } from "./interac-instructions";
import { FrequencyChips, RadioChip } from "./radio-chip";

const CHOICE_CHIP = "min-h-12 px-3 text-center text-sm";

/** One choice of the method or the frequency: a radio drawn as a chip, its label `children`. */
function Choice({
  id,
  name,
  value,
  checked,
  children,
}: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <RadioChip
      id={id}
      name={name}
      value={value}
      defaultChecked={checked}
      labelClassName="flex-1"
      chip={CHOICE_CHIP}
    >
      {children}
    </RadioChip>
  );
}

export function PaymentChoice({
  interacEnabled,
  interacEmail,
  method,
  frequency,
}: {
  interacEnabled: boolean;
  interacEmail: string;
  /** The method chosen (a refused form's value), else the card. */
  method: string;
  frequency: GiftFrequency;
}) {
  const card = method !== "interac" || !interacEnabled;
  return (
    <fieldset className="group/paiement grid gap-3">
      <legend className="mb-3 text-lg font-semibold text-primary">Mode de paiement</legend>
      <div className="flex flex-wrap gap-2">
        <Choice id="don-mode-carte" name={PAY_WITH_FIELD} value="card" checked={card}>
          {CARD_METHOD_LABEL}
        </Choice>
        {interacEnabled ? (
          <Choice id="don-mode-interac" name={PAY_WITH_FIELD} value="interac" checked={!card}>
            Virement Interac
          </Choice>
        ) : null}
      </div>

      <div className="hidden gap-3 text-sm group-has-[#don-mode-carte:checked]/paiement:grid">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Fréquence du don</legend>
          <div className="flex flex-wrap gap-2">
            <FrequencyChips
              checked={frequency}
              idPrefix="don-frequence"
              chip={CHOICE_CHIP}
              labelClassName="flex-1"
            />
          </div>
        </fieldset>
        <p className="hidden group-has-[#don-frequence-monthly:checked]/paiement:block">
          Le montant choisi sera versé chaque mois, par carte, jusqu&apos;à ce que vous arrêtiez
          votre don (depuis votre espace donateur, en tout temps). Chaque versement vous donne un
          reçu officiel s&apos;il atteint 20&nbsp;$.
        </p>
        <p className="rounded-lg border border-border bg-muted p-3">{CARD_EXPLANATION}</p>
      </div>

      {interacEnabled ? (
        <div className="hidden gap-3 text-sm group-has-[#don-mode-interac:checked]/paiement:grid">
          <InteracInstructions interacEmail={interacEmail} />
        </div>
      ) : null}
    </fieldset>
  );
}
