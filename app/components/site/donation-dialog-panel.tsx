/**
 * Content of the donation dialog (spec §2.4), loaded on demand by donation-dialog.tsx.
 *
 * Real or absent: while card payments are not offered, the "Carte bancaire" tab says so and points
 * to the donation page and to the Interac instructions; it never pretends to take a payment.
 */
import * as React from "react";
import { Link } from "react-router";
import { INTERAC_UNAVAILABLE } from "~/domain/donations/donation-form";
import type { SiteFrameData } from "~/domain/site/types";
import type { DonationProject } from "./donation-dialog";
import { formatMoneyWhole, percentOf } from "~/lib/format";
import { Button } from "~/components/ui/button";
import { icon } from "~/components/ui/icons";
import { notify, preloadNotifications } from "~/components/ui/toaster";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Progress } from "~/components/ui/progress";
import { PaymentMethodTabs } from "./donate/payment-method-tabs";
import { DialogCardForm } from "./donate/dialog-card-form";

const NBSP = "\u00a0";

// Lucide icons used only here: defined here so that they load with the dialog (see ui/icons.tsx).
const Copy = icon("copy", [
  ["rect", { width: "14", height: "14", x: "8", y: "8", rx: "2", ry: "2" }],
  ["path", { d: "M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" }],
]);
const Info = icon("info", [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M12 16v-4" }],
  ["path", { d: "M12 8h.01" }],
]);

export function DonationDialogPanel({
  data,
  project,
  title,
  open,
  onOpenChange,
  onLeave,
  onRestoreFocus,
}: {
  data: SiteFrameData;
  /** The project the gift goes to: the chosen one, or the campaign; null: neither. */
  project: DonationProject | null;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A link inside the dialog was followed. */
  onLeave: () => void;
  /** Put the focus back where it was before the dialog opened. */
  onRestoreFocus: () => void;
}) {
  const { interacEmail, interacEnabled } = data;
  const percent = project ? percentOf(project.collectedCents, project.goalCents) : 0;
  // Each opening starts on the default tab (a new key, new tabs).
  const [openings, setOpenings] = React.useState(0);
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }

  const preload = () => {
    preloadNotifications().catch(() => {});
  };

  async function copyEmail() {
    try {
      await navigator.clipboard.writeText(interacEmail);
      notify.success("Adresse copiée", { description: interacEmail });
    } catch {
      notify.error("Impossible de copier l'adresse", {
        description: "Sélectionnez-la et copiez-la manuellement.",
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onRestoreFocus();
        }}
        className="sm:max-w-xl"
      >
        <DialogHeader>
          <DialogTitle size="lg" className="text-primary">
            {title}
          </DialogTitle>
          <DialogDescription>
            {project
              ? project.title
              : "Votre don soutient les activités, l'enseignement et les projets de la fondation."}
          </DialogDescription>
        </DialogHeader>

        {project ? (
          <div className="grid gap-2">
            <Progress
              value={percent}
              aria-label="Progression de la collecte"
              valueText={`${percent}${NBSP}% de l'objectif atteint`}
              tone="gold"
            />
            <p className="text-sm text-muted-foreground">
              <strong className="font-semibold text-foreground">
                {formatMoneyWhole(project.collectedCents)}
              </strong>{" "}
              recueillis sur un objectif de {formatMoneyWhole(project.goalCents)}
            </p>
          </div>
        ) : null}

        <PaymentMethodTabs
          key={openings}
          defaultTab="carte"
          listName={{ "aria-label": "Mode de paiement" }}
          card={(interacLink) => (
            // Card payments offered: a short card gift form; otherwise, as before, the truth.
            <DialogCardForm
              projectId={project?.projectId ?? null}
              onLeave={onLeave}
              fallback={
                <>
                  <p className="flex gap-2 rounded-lg border border-border bg-muted p-3">
                    <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>
                      Le paiement en ligne par carte n&apos;est pas encore offert. Merci de votre
                      patience&nbsp;!
                    </span>
                  </p>
                  {interacEnabled ? (
                    <p>
                      Vous pouvez faire un don dès aujourd&apos;hui par virement Interac&nbsp;: les
                      instructions se trouvent dans l&apos;onglet {interacLink}.
                    </p>
                  ) : null}
                  <p>
                    Pour connaître toutes les façons de soutenir la fondation, consultez la{" "}
                    <Link to="/don" className="prose-link font-medium" onClick={onLeave}>
                      page des dons
                    </Link>
                    .
                  </p>
                </>
              }
            />
          )}
          interac={
            // The Interac option turned off in the back-office: no address to send money to.
            interacEnabled ? (
              <>
                <p>
                  Les dons se font par dépôt direct ou par virement Interac à l&apos;adresse
                  courriel de paiement de la fondation&nbsp;:
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <a
                    href={`mailto:${interacEmail}`}
                    className="prose-link text-base font-semibold break-all"
                  >
                    {interacEmail}
                  </a>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={copyEmail}
                    // Load the notifications before the click, so the first one is not late.
                    onPointerEnter={preload}
                    onFocus={preload}
                  >
                    <Copy aria-hidden="true" />
                    Copier l&apos;adresse
                  </Button>
                </div>
                <p>
                  Dans le message du virement, indiquez votre <strong>nom complet</strong> et le{" "}
                  <strong>projet</strong> que vous souhaitez soutenir
                  {project ? <> (par exemple&nbsp;: «&nbsp;{project.title}&nbsp;»)</> : null}.
                </p>
                <p className="rounded-lg border border-border bg-muted p-3">
                  Un reçu officiel aux fins de l&apos;impôt est envoyé par courriel pour tout don de
                  20&nbsp;$ ou plus.
                </p>
              </>
            ) : (
              <p className="rounded-lg border border-border bg-muted p-3">
                <strong className="block font-semibold">{INTERAC_UNAVAILABLE.title}</strong>
                {INTERAC_UNAVAILABLE.text}
              </p>
            )
          }
        />

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Fermer</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
