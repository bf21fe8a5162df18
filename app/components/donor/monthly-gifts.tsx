/**
 * « Mon don mensuel »: each monthly gift with its amount, project, start, state and next date,
 * and, while it runs, « Modifier ma carte » (a plain form post) and « Arrêter mon don », which
 * asks first: a confirmation dialog, or without JavaScript the same question on the page
 * (`?confirmer=`, the back-office's ConfirmDialog). A refusal of either shows above the gifts.
 */
import { Form, Link } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DonorEmpty, DonorSection } from "~/components/donor/donor-section";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { DONOR_INTENTS } from "~/domain/donor-space/intents";
import { monthlyStatusLabel } from "~/domain/donor-space/labels";
import type { DonorMonthlyGift } from "~/domain/donor-space/types";
import { formatDate, formatMoney } from "~/lib/format";

export function MonthlyGiftsSection({
  gifts,
  error,
  submitting,
}: {
  gifts: readonly DonorMonthlyGift[];
  /** The refusal of « Modifier ma carte » or « Annuler ». */
  error?: string;
  submitting: boolean;
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
          gifts.map((gift) => <MonthlyGiftCard key={gift.id} gift={gift} submitting={submitting} />)
        )}
      </div>
    </DonorSection>
  );
}

function MonthlyGiftCard({ gift, submitting }: { gift: DonorMonthlyGift; submitting: boolean }) {
  const facts: [string, string][] = [
    ["Montant", `${formatMoney(gift.amountCents)} par mois`],
    ["Affectation", gift.projectTitle ?? "Fonds général"],
    ["Depuis le", gift.startedAt ? formatDate(gift.startedAt) : "—"],
    ["Statut", monthlyStatusLabel(gift.status)],
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
    </article>
  );
}
