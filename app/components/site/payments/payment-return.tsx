/**
 * The pages Stripe sends a donor or a buyer back to (/don/merci, /don/annule, /panier/merci):
 * what happened, in French, read from the record. A card gift stays « en cours de
 * confirmation » until Stripe's signed event arrives; while it is pending the page reads the
 * record again every few seconds (with JavaScript), and offers a link to do so (without).
 */
import * as React from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { ThankYouDetails, ThankYouPanel } from "~/components/site/thank-you-panel";
import { buttonVariants } from "~/components/ui/button";
import { Clock } from "~/components/ui/icons";
import { isReceiptable, RECEIPT_MINIMUM_SENTENCES } from "~/domain/receipts/receipt-minimum";
import type {
  GiftReturn as GiftReturnView,
  OrderReturn as OrderReturnView,
} from "~/domain/payments/returns";
import { formatMoney } from "~/lib/format";
import { seoMeta, type Seo } from "~/lib/seo";

const panel = "grid gap-5 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8";

/** A return page's meta: its search-engine data, and never indexed. */
export function paymentReturnMeta(data: { seo?: Seo; siteName?: string } | undefined) {
  return [...seoMeta(data?.seo, data?.siteName), { name: "robots", content: "noindex" }];
}

/** A return page: its header, then its panel in a narrow column. */
export function PaymentReturnPage({
  title,
  eyebrow,
  children,
}: {
  title: string;
  eyebrow: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} eyebrow={eyebrow} />
      <div className={`${pageContainer} py-10 sm:py-14`}>
        <div className="mx-auto max-w-3xl">{children}</div>
      </div>
    </>
  );
}

/** A status that is not (yet) a success: a heading and what to do. */
export function PaymentNotice({
  id,
  title,
  children,
  pending = false,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  pending?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={panel} aria-live={pending ? "polite" : undefined}>
      <h2 id={id} className="flex items-center gap-3 text-2xl font-bold text-primary">
        {pending ? <Clock aria-hidden="true" className="size-7 shrink-0" /> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** No record for the session in the address: `record` is what the person may write about. */
function PaymentNotFound({ record, children }: { record: string; children: React.ReactNode }) {
  return (
    <PaymentNotice id="paiement-introuvable" title="Paiement introuvable">
      <p>
        Nous ne retrouvons pas ce paiement. Si votre carte a été débitée, écrivez-nous : nous
        retrouverons {record}.
      </p>
      {children}
    </PaymentNotice>
  );
}

/** Reads the page's data again every 3 s while `active`, for one minute at most. */
export function useRefreshWhile(active: boolean) {
  const { revalidate } = useRevalidator();
  React.useEffect(() => {
    if (!active) return;
    let rounds = 0;
    const timer = window.setInterval(() => {
      rounds += 1;
      if (rounds > 20) window.clearInterval(timer);
      else void revalidate();
    }, 3000);
    return () => window.clearInterval(timer);
  }, [active, revalidate]);
}

export type { GiftReturnView, OrderReturnView };

function receiptLine(gift: GiftReturnView): string | null {
  if (!gift.receiptRequested) return null;
  if (gift.kind === "monthly") {
    return RECEIPT_MINIMUM_SENTENCES.monthlyReturn;
  }
  return isReceiptable(gift.amountCents)
    ? "Votre reçu officiel aux fins de l'impôt vous est envoyé par courriel."
    : null;
}

/** /don/merci: the gift of the Checkout session, as the record stands. */
export function GiftReturn({ gift }: { gift: GiftReturnView | null }) {
  useRefreshWhile(gift?.state === "pending");
  if (!gift) {
    return (
      <PaymentNotFound record="votre don">
        <AgainLink />
      </PaymentNotFound>
    );
  }
  const monthly = gift.kind === "monthly";
  const details = (
    <ThankYouDetails
      details={[
        {
          label: monthly ? "Montant mensuel" : "Montant",
          value: formatMoney(gift.amountCents),
          className: "text-lg font-semibold",
        },
        { label: "Projet", value: gift.projectTitle },
        { label: "Référence", value: gift.reference, className: "font-mono font-semibold" },
      ]}
    />
  );
  if (gift.state === "failed") {
    return (
      <PaymentNotice id="paiement-echoue" title="Le paiement n'a pas abouti">
        <p>
          Aucun montant n&apos;a été prélevé pour ce don. Vous pouvez recommencer, avec une autre
          carte ou par virement Interac.
        </p>
        {details}
        <AgainLink />
      </PaymentNotice>
    );
  }
  if (gift.state === "pending") {
    return (
      <PaymentNotice id="paiement-en-cours" title="Votre don est en cours de confirmation" pending>
        <p>
          Merci, {gift.firstName}&nbsp;! Stripe nous confirme votre paiement d&apos;ici quelques
          instants&nbsp;: votre don sera alors enregistré et vous recevrez un courriel. Inutile de
          refaire le don.
        </p>
        {details}
        <RefreshLink />
      </PaymentNotice>
    );
  }
  const receipt = receiptLine(gift);
  return (
    <ThankYouPanel
      id="don-merci"
      title={monthly ? <>Merci pour votre don mensuel&nbsp;!</> : <>Merci pour votre don&nbsp;!</>}
    >
      <p>
        {monthly
          ? `Votre don mensuel est en place, ${gift.firstName} : ${formatMoney(gift.amountCents)} seront versés chaque mois. Vous pouvez le modifier ou l'arrêter en tout temps depuis votre espace donateur.`
          : `Votre paiement par carte est confirmé, ${gift.firstName}. Merci de votre générosité !`}
      </p>
      {details}
      {receipt ? <p className="rounded-lg border border-border bg-muted p-3">{receipt}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Link to="/" className={buttonVariants({ variant: "outline" })}>
          Retour à l&apos;accueil
        </Link>
        {monthly ? (
          <Link to="/mon-espace" className={buttonVariants({ variant: "outline" })}>
            Mon espace donateur
          </Link>
        ) : null}
        {gift.monthlyHref ? (
          <Link to={gift.monthlyHref} className={buttonVariants({ variant: "gold" })}>
            Faire de ce don un don mensuel
          </Link>
        ) : null}
      </div>
    </ThankYouPanel>
  );
}

/** The same address again (its query kept): the record as it stands now. */
function RefreshLink() {
  const { pathname, search } = useLocation();
  return (
    <p>
      <a href={`${pathname}${search}`} className="prose-link font-medium">
        Actualiser la page
      </a>
    </p>
  );
}

function AgainLink() {
  return (
    <div>
      <Link to="/don" className={buttonVariants({ variant: "gold" })}>
        Faire un don
      </Link>
    </div>
  );
}

/** /don/annule: the donor left Stripe's page without paying. */
export function GiftCancelled({ reference }: { reference: string | null }) {
  return (
    <PaymentNotice id="paiement-annule" title="Paiement annulé">
      <p>
        Vous avez quitté la page de paiement&nbsp;: aucun montant n&apos;a été prélevé
        {reference ? (
          <>
            {" "}
            et le don <span className="font-mono font-semibold">{reference}</span> ne sera pas
            complété
          </>
        ) : null}
        .
      </p>
      <p>Vous pouvez recommencer quand vous le souhaitez, par carte ou par virement Interac.</p>
      <AgainLink />
    </PaymentNotice>
  );
}

/** /panier/merci: the order of the Checkout session, or the buyer who left Stripe's page. */
export function OrderReturn({
  order,
  cancelledReference,
  pickupAddress,
}: {
  order: OrderReturnView | null;
  /** The buyer left Stripe's page (the order's reference from the cancel address). */
  cancelledReference: string | null;
  pickupAddress: string;
}) {
  useRefreshWhile(order?.state === "pending");
  const shopLink = (
    <div>
      <Link to="/boutique" className={buttonVariants({ variant: "outline" })}>
        Retour à la boutique
      </Link>
    </div>
  );
  if (cancelledReference) {
    return (
      <PaymentNotice id="paiement-annule" title="Paiement annulé">
        <p>
          Vous avez quitté la page de paiement&nbsp;: aucun montant n&apos;a été prélevé. La
          commande <span className="font-mono font-semibold">{cancelledReference}</span> ne sera pas
          traitée&nbsp;; elle sera annulée d&apos;ici 24&nbsp;heures et ses articles remis en vente.
        </p>
        {shopLink}
      </PaymentNotice>
    );
  }
  if (!order) {
    return <PaymentNotFound record="votre commande">{shopLink}</PaymentNotFound>;
  }
  const details = (
    <ThankYouDetails
      details={[
        { label: "Référence", value: order.reference, className: "font-mono font-semibold" },
        { label: "Total", value: formatMoney(order.totalCents), className: "font-semibold" },
        {
          label: "Retrait",
          value: pickupAddress ? `À la fondation : ${pickupAddress}` : "À la fondation",
        },
      ]}
    />
  );
  if (order.state === "cancelled") {
    return (
      <PaymentNotice id="commande-annulee" title="Commande annulée">
        <p>
          Le paiement n&apos;a pas été reçu à temps&nbsp;: la commande est annulée et rien ne vous
          sera demandé.
        </p>
        {details}
        {shopLink}
      </PaymentNotice>
    );
  }
  if (order.state === "pending") {
    return (
      <PaymentNotice
        id="paiement-en-cours"
        title="Votre paiement est en cours de confirmation"
        pending
      >
        <p>
          Merci, {order.customerName}&nbsp;! Stripe nous confirme votre paiement d&apos;ici quelques
          instants&nbsp;; vous recevrez alors la confirmation de votre commande par courriel.
        </p>
        {details}
        <RefreshLink />
      </PaymentNotice>
    );
  }
  return (
    <ThankYouPanel id="commande-merci" title={<>Merci pour votre commande&nbsp;!</>}>
      <p>
        Votre paiement par carte est confirmé et vos articles vous sont réservés. Nous vous écrirons
        quand la commande sera prête à être récupérée.
      </p>
      {details}
      {shopLink}
    </ThankYouPanel>
  );
}
