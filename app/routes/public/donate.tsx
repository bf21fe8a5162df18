/**
 * /don — the donation page (spec public-site.md §2.5): a donation promise is stored as a pending
 * Interac donation, then the page shows what to send and the reference to write in the transfer.
 */
import { absoluteUrl } from "~/server/site-url.server";
import { data, Link, redirect, useLocation } from "react-router";
import { DonationForm } from "~/components/site/donate/donation-form";
import { DonationSummary } from "~/components/site/donate/donation-summary";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { useFormAnswer } from "~/components/site/use-form-answer";
import {
  donationConstraints,
  listDonationProjects,
  submitDonation,
} from "~/domain/donations/donation.server";
import {
  DONATION_INTENT,
  GENERAL_FUND,
  type DonationField,
  INTERAC_UNAVAILABLE,
} from "~/domain/donations/donation-form";
import {
  AMOUNT_PARAM,
  FREQUENCY_PARAM,
  linkedAmount,
  linkedFrequency,
} from "~/domain/donations/donate-link";
import { submitCardDonation, wantsCard } from "~/domain/payments/card-donation.server";
import { interacAvailable } from "~/domain/payment-options/interac-option.server";
import { cardPaymentsAvailable } from "~/domain/payment-options/stripe-config.server";
import { getSettings } from "~/domain/settings/settings.server";
import { fundChoice } from "~/domain/funds/designation";
import { listActiveFunds } from "~/domain/funds/funds.server";
import { ZAKAT_AL_FITR, ZAKAT_AL_MAL } from "~/domain/funds/zakat";
import { parseId } from "~/lib/params";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { subscribeDonor } from "~/domain/newsletter/subscriptions.server";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/donate";
import { visibleUrl } from "~/lib/visible-url";
import { clientIpContext } from "~/server/load-context";

const PAGE = {
  route: "/don",
  title: "Faire un don",
  fixedTitle: true,
  intro:
    "Votre don soutient les activités, l'enseignement et les projets de la fondation. Merci de votre générosité !",
  path: "/don",
};

export async function loader({ request }: Route.LoaderArgs) {
  const [[projects, funds, { donation, zakat }, interacEnabled, cardAvailable], text] =
    await loadPageWith(request, PAGE, (db) =>
      Promise.all([
        listDonationProjects(db),
        listActiveFunds(db),
        getSettings(db, ["donation", "zakat"]),
        interacAvailable(db),
        cardPaymentsAvailable(db),
      ]),
    );
  // ?fonds={slug} (the zakat page, /transparence), ?fonds=general or ?projet={id} from a project
  // page; otherwise the featured project. ?montant= and ?frequence=mensuel (the thank-you page of
  // a one-time gift): a value the form would refuse leaves the default (donate-link.ts).
  const params = visibleUrl(request).searchParams;
  const fund = funds.find((one) => one.slug === params.get("fonds"));
  const general = !fund && params.get("fonds") === GENERAL_FUND;
  const wanted = parseId(params.get("projet") ?? undefined);
  const preselected =
    projects.find((project) => project.id === wanted) ??
    projects.find((project) => project.featured);
  const choiceOf = (slug: string) => {
    const found = funds.find((one) => one.slug === slug);
    return found ? fundChoice(found.id) : null;
  };
  return {
    ...text,
    projects,
    funds: funds.map(({ id, name }) => ({ id, name })),
    zakat: { rates: zakat, funds: { mal: choiceOf(ZAKAT_AL_MAL), fitr: choiceOf(ZAKAT_AL_FITR) } },
    constraints: donationConstraints(funds, projects),
    defaultProjectId: fund
      ? fundChoice(fund.id)
      : !general && preselected
        ? String(preselected.id)
        : GENERAL_FUND,
    defaultAmount: linkedAmount(params.get(AMOUNT_PARAM)),
    defaultFrequency: linkedFrequency(params.get(FREQUENCY_PARAM)),
    interacEmail: donation.interacEmail,
    interacEnabled,
    cardAvailable,
  };
}

/** A card gift's refusals: as an Interac one's, and Stripe's page that could not be opened. */
const cardStatuses = {
  invalid: 400,
  "rate-limited": 429,
  unavailable: 409,
  "checkout-failed": 503,
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const db = await getDb();
  const form = await readFormData(request);
  const meta = { ip: context.get(clientIpContext), siteUrl: absoluteUrl(request, "/") };
  if (wantsCard(form)) {
    // Stored pending, then to Stripe's page: only Stripe's signed event completes it.
    const card = await submitCardDonation(db, form, meta);
    // The site's policy lets a form lead to Stripe's page (form-action), with or without JavaScript.
    if (card.status === "checkout") {
      await subscribeDonor(db, form, meta);
      return redirect(card.url, 303);
    }
    return refuseForm(DONATION_INTENT, card.errors, card.values, cardStatuses[card.status]);
  }
  const result = await submitDonation(db, form, meta);
  if (result.status === "recorded") {
    await subscribeDonor(db, form, meta);
    return data(result, { status: 200 });
  }
  const statuses = { invalid: 400, "rate-limited": 429, unavailable: 409 } as const;
  return refuseForm(DONATION_INTENT, result.errors, result.values, statuses[result.status]);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Donate({ loaderData, actionData }: Route.ComponentProps) {
  const {
    projects,
    funds,
    zakat,
    constraints,
    defaultProjectId,
    defaultAmount,
    defaultFrequency,
    interacEmail,
    interacEnabled,
    cardAvailable,
    title,
    intro,
  } = loaderData;
  const location = useLocation();
  const summary = actionData && "summary" in actionData ? actionData.summary : null;
  const { submitting, refused } = useFormAnswer<DonationField>(actionData, DONATION_INTENT, {
    accepted: summary,
    toast: {
      title: "Don enregistré",
      description:
        "Votre promesse de don est enregistrée. Nous attendons maintenant votre virement Interac.",
    },
  });

  return (
    <>
      <PageHeader title={title} eyebrow="Soutenir la fondation" intro={intro} />
      <div className={`${pageContainer} py-10 sm:py-14`}>
        <div className="mx-auto max-w-3xl">
          {summary ? (
            <DonationSummary
              summary={summary}
              interacEmail={interacEmail}
              newDonationHref={`${location.pathname}${location.search}`}
            />
          ) : !interacEnabled && !cardAvailable ? (
            // The Interac option is turned off in the back-office: no form that cannot be sent.
            <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
              <h2 className="text-lg font-semibold text-primary">{INTERAC_UNAVAILABLE.title}</h2>
              <p className="mt-2">{INTERAC_UNAVAILABLE.text}</p>
            </div>
          ) : (
            <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
              <DonationForm
                projects={projects}
                funds={funds}
                zakat={zakat}
                defaultProjectId={defaultProjectId}
                defaultAmount={defaultAmount}
                defaultFrequency={defaultFrequency}
                refused={refused}
                constraints={constraints}
                interacEmail={interacEmail}
                interacEnabled={interacEnabled}
                cardAvailable={cardAvailable}
                submitting={submitting}
              />
            </div>
          )}
          <p className="mt-6 text-center text-muted-foreground">
            Où vont les dons ? Consultez la page{" "}
            <Link to="/transparence" className="prose-link font-medium">
              Transparence
            </Link>
            .
          </p>
        </div>
      </div>
    </>
  );
}
