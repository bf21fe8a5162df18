/**
 * The 'Options de paiement' tab of /admin/donations: each option switched on or off (a real POST,
 * journaled), and 'Configurer' on the enabled card option (a real call to Stripe, its answer in a
 * toast).
 */
import { Form } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { ConfigureCard } from "~/components/admin/donations/configure-card";
import type { PaymentOptionRow } from "~/domain/donations/donations-admin.server";
import { paymentOptionTypeLabel } from "~/domain/donations/labels";
import { offeredOnDonationPage } from "~/domain/donations/payment-options";
import { cn } from "~/lib/utils";

export function PaymentOptions({
  options,
  cardReady,
}: {
  options: PaymentOptionRow[];
  /** Stripe is configured: the card option, when enabled, is offered to donors. */
  cardReady: boolean;
}) {
  return (
    <AdminPanel id="options-paiement" title="Options de paiement">
      {options.length === 0 ? (
        <p className="text-muted-foreground">Aucune option de paiement.</p>
      ) : (
        <ul className="grid gap-4">
          {options.map((option) => {
            const nameId = `option-${option.id}-nom`;
            const stateId = `option-${option.id}-etat`;
            return (
              <li
                key={option.id}
                className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border p-4"
              >
                <div className="grid gap-1">
                  <h3 id={nameId} className="font-semibold">
                    {option.name}
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    {paymentOptionTypeLabel(option.type)}
                    {option.description ? ` — ${option.description}` : null}
                  </p>
                  {!offeredOnDonationPage(option.type, cardReady) ? (
                    <p className="text-sm">
                      Aucun service de paiement en ligne n&apos;est relié au site : même activée,
                      cette option n&apos;est pas proposée sur la page Don, qui l&apos;indique aux
                      donateurs.
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {option.type === "card" && option.enabled ? (
                    <ConfigureCard optionName={option.name} />
                  ) : null}
                  {/* A switch that is a real submit button: it posts the wanted state. */}
                  <Form method="post" className="flex items-center">
                    <input type="hidden" name="intent" value="toggle-option" />
                    <input type="hidden" name="id" value={option.id} />
                    <input type="hidden" name="enabled" value={String(!option.enabled)} />
                    <button
                      type="submit"
                      role="switch"
                      aria-checked={option.enabled}
                      aria-labelledby={`${nameId} ${stateId}`}
                      className="group inline-flex min-h-9 items-center gap-2 rounded-md px-2 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 transition-colors",
                          option.enabled
                            ? "border-primary bg-primary"
                            : "border-muted-foreground bg-muted",
                        )}
                      >
                        <span
                          className={cn(
                            "inline-block size-4 rounded-full bg-white shadow transition-transform",
                            option.enabled ? "translate-x-5" : "translate-x-0.5",
                          )}
                        />
                      </span>
                      <span id={stateId}>{option.enabled ? "Activé" : "Désactivé"}</span>
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-6 text-sm text-muted-foreground">
        Pour ajouter un nouveau mode de paiement, contactez l&apos;administrateur du système.
      </p>
    </AdminPanel>
  );
}
