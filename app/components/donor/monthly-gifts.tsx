/**
 * « Mon don mensuel »: each monthly gift with its amount, project, start, state and next date,
 * and, while it runs, « Modifier ma carte » (a plain form post) and « Arrêter mon don », which
 * asks first: a confirmation dialog, or without JavaScript the same question on the page
 * (`?confirmer=`, the back-office's ConfirmDialog). A running gift also takes a new amount (on
 * the form protocol, /don's rule) and a pause of one to three months; a paused one says until
 * when, and resumes with one button. Every form posts without JavaScript. A refusal about a form
 * as a whole shows above the gifts; an amount to fix, under its field.
 */
import { Form, Link } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DonorForm } from "~/components/donor/donor-form";
import { DonorEmpty, DonorSection } from "~/components/donor/donor-section";
import { TextField } from "~/components/site/schema-fields";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { SubmitButton } from "~/components/ui/submit-button";
import { preloadNotifications } from "~/components/ui/toaster";
import { DONOR_INTENTS } from "~/domain/donor-space/intents";
import { monthlyStatusLabel } from "~/domain/donor-space/labels";
import type { MonthlyAmountField } from "~/domain/donor-space/schema";
import type { DonorMonthlyGift } from "~/domain/donor-space/types";
import type { FormConstraints } from "~/lib/forms/constraints";
import type { FormRefusal } from "~/lib/forms/refusal";
import { formatDate, formatMoney } from "~/lib/format";

const AMOUNT_ORDER: readonly MonthlyAmountField[] = ["amount"];
const loadAmountSchema = () =>
  import("~/domain/donor-space/schema").then((m) => m.monthlyAmountSchema);
const PAUSE_OPTIONS = [
  { value: "1", label: "1 mois" },
  { value: "2", label: "2 mois" },
  { value: "3", label: "3 mois" },
];

/** What the forms of one gift need from the page. */
interface GiftForms {
  /** The HTML constraints of « Modifier le montant » (from the loader). */
  amountConstraints: FormConstraints;
  /** The refused amount, with the id of the gift it was typed for (`values.gift`). */
  amountRefused?: FormRefusal<MonthlyAmountField>;
  /** The intent being sent, if any. */
  sending?: string;
}

export function MonthlyGiftsSection({
  gifts,
  error,
  ...forms
}: GiftForms & {
  gifts: readonly DonorMonthlyGift[];
  /** The refusal of a form as a whole (« Modifier ma carte », « Annuler », a pause…). */
  error?: string;
}) {
  return (
    <DonorSection id="mon-don-mensuel" title="Mon don mensuel">
      <div className="grid gap-4">
        <FormAlert message={error} />
        {gifts.length === 0 ? (
          <div className="flex flex-wrap items-center gap-4">
            <DonorEmpty>Vous n'avez pas de don mensuel.</DonorEmpty>
            <Link to="/don" className={buttonVariants({ variant: "outline" })}>
              Faire un don
            </Link>
          </div>
        ) : (
          gifts.map((gift) => <MonthlyGiftCard key={gift.id} gift={gift} {...forms} />)
        )}
      </div>
    </DonorSection>
  );
}

function MonthlyGiftCard({
  gift,
  amountConstraints,
  amountRefused,
  sending,
}: GiftForms & { gift: DonorMonthlyGift }) {
  const submitting = sending !== undefined;
  const facts: [string, string][] = [
    ["Montant", `${formatMoney(gift.amountCents)} par mois`],
    ["Affectation", gift.projectTitle ?? "Fonds général"],
    ["Depuis le", gift.startedAt ? formatDate(gift.startedAt) : "—"],
    [
      "Statut",
      gift.pausedUntil
        ? `En pause jusqu'au ${formatDate(gift.pausedUntil)}`
        : monthlyStatusLabel(gift.status),
    ],
    [
      "Prochain prélèvement",
      gift.nextPaymentAt && gift.manageable ? formatDate(gift.nextPaymentAt) : "—",
    ],
  ];
  return (
    <article
      aria-label={`Don mensuel ${gift.reference}`}
      className="grid gap-4 rounded-md border border-border p-4"
    >
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {gift.manageable ? (
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value={DONOR_INTENTS.card} />
            <input type="hidden" name="id" value={gift.id} />
            <Button type="submit" variant="outline" disabled={submitting}>
              Modifier ma carte
            </Button>
          </Form>
          <ConfirmDialog
            intent={DONOR_INTENTS.cancel}
            id={gift.id}
            triggerLabel="Arrêter mon don"
            subject={`mensuel de ${formatMoney(gift.amountCents)}`}
            title="Arrêter votre don mensuel ?"
            description={`Votre don mensuel de ${formatMoney(gift.amountCents)} (${gift.projectTitle ?? "Fonds général"}) sera arrêté : aucun autre prélèvement ne sera fait. Vous pourrez en commencer un nouveau depuis la page des dons.`}
            confirmLabel="Oui, arrêter mon don"
            cancelLabel="Garder mon don"
          />
        </div>
      ) : null}
      {gift.manageable && gift.pausedUntil ? (
        <ResumeForm gift={gift} busy={sending === DONOR_INTENTS.resume} />
      ) : null}
      {gift.changeable ? (
        <div className="grid gap-6 border-t border-border pt-4 md:grid-cols-2">
          <AmountForm
            gift={gift}
            constraints={amountConstraints}
            // Only the gift it was typed for shows the refused amount again.
            refused={amountRefused?.values.gift === String(gift.id) ? amountRefused : undefined}
            busy={sending === DONOR_INTENTS.amount}
          />
          {gift.pausedUntil ? null : (
            <PauseForm gift={gift} busy={sending === DONOR_INTENTS.pause} />
          )}
        </div>
      ) : null}
    </article>
  );
}

/** « Modifier le montant »: the next instalments at the amount typed, as on /don. */
function AmountForm({
  gift,
  constraints,
  refused,
  busy,
}: {
  gift: DonorMonthlyGift;
  constraints: FormConstraints;
  refused?: FormRefusal<MonthlyAmountField>;
  busy: boolean;
}) {
  // Said above the gifts: a refusal of the form as a whole (Stripe, the same amount).
  const fieldsOnly = refused
    ? { ...refused, errors: { amount: refused.errors.amount } }
    : undefined;
  return (
    <DonorForm<MonthlyAmountField>
      options={{
        schema: loadAmountSchema,
        refused: fieldsOnly,
        order: AMOUNT_ORDER,
        constraints,
        preload: preloadNotifications,
      }}
      intent={DONOR_INTENTS.amount}
      noteId={`montant-note-${gift.id}`}
      note="Le nouveau montant s'applique dès le prochain prélèvement (de 1 $ à 100 000 $)."
      preventScrollReset
    >
      {(form) => (
        <>
          <input type="hidden" name="id" value={gift.id} />
          <TextField
            form={form}
            name="amount"
            id={`montant-mensuel-${gift.id}`}
            label="Nouveau montant mensuel ($)"
            inputMode="decimal"
            autoComplete="off"
          />
          <div>
            <SubmitButton busy={busy} busyLabel="Modification…" variant="outline">
              Modifier le montant
            </SubmitButton>
          </div>
        </>
      )}
    </DonorForm>
  );
}

/** « Mettre en pause »: no instalment for one, two or three months, then it starts again. */
function PauseForm({ gift, busy }: { gift: DonorMonthlyGift; busy: boolean }) {
  const id = `pause-duree-${gift.id}`;
  return (
    <Form
      method="post"
      preventScrollReset
      className="grid gap-5"
      aria-describedby={`pause-note-${gift.id}`}
    >
      <input type="hidden" name="intent" value={DONOR_INTENTS.pause} />
      <input type="hidden" name="id" value={gift.id} />
      <p id={`pause-note-${gift.id}`} className="text-sm text-muted-foreground">
        Aucun prélèvement pendant la pause&nbsp;; votre don reprend ensuite de lui-même.
      </p>
      <Field id={id} label="Durée de la pause">
        {(control) => (
          <Select
            {...control}
            name="months"
            defaultValue="1"
            options={PAUSE_OPTIONS}
            className="py-2"
          />
        )}
      </Field>
      <div>
        <SubmitButton busy={busy} busyLabel="Mise en pause…" variant="outline">
          Mettre en pause
        </SubmitButton>
      </div>
    </Form>
  );
}

/** « Reprendre maintenant »: the pause ends; the next instalment is collected as usual. */
function ResumeForm({ gift, busy }: { gift: DonorMonthlyGift; busy: boolean }) {
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value={DONOR_INTENTS.resume} />
      <input type="hidden" name="id" value={gift.id} />
      <SubmitButton busy={busy} busyLabel="Reprise…">
        Reprendre maintenant
      </SubmitButton>
    </Form>
  );
}
