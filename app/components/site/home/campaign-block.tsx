import { Link } from "react-router";
import type { Campaign } from "~/domain/site/types";
import { DonateButton } from "~/components/site/donation-dialog";
import { pageContainer } from "~/components/site/page/page-header";
import { FundraisingSummary } from "~/components/site/projects/fundraising-summary";

/** Fundraising progress of the featured project (spec §2.3, item 5); nothing without a campaign. */
export function CampaignBlock({ campaign }: { campaign: Campaign | null }) {
  if (!campaign) return null;
  return (
    <section aria-labelledby="campagne-titre" className="py-14 sm:py-16">
      <div className={pageContainer}>
        <div className="on-dark relative overflow-hidden rounded-2xl bg-primary p-6 text-primary-foreground shadow-lg sm:p-10">
          <div className="grid gap-8 lg:grid-cols-[1fr_auto] lg:items-center">
            <div>
              <p className="text-sm font-semibold tracking-wider text-gold-light uppercase">
                Collecte de fonds
              </p>
              <h2 id="campagne-titre" className="mt-2 text-3xl font-bold sm:text-4xl">
                {campaign.title}
              </h2>
              <FundraisingSummary
                collectedCents={campaign.collectedCents}
                goalCents={campaign.goalCents}
                tone="dark"
                className="mt-4 gap-5"
              />
            </div>
            <div className="flex flex-col items-start gap-3 lg:items-center">
              <DonateButton size="lg">Faire un don</DonateButton>
              <Link
                to="/projets"
                className="inline-flex min-h-6 items-center text-sm text-white underline underline-offset-4 hover:text-gold-light"
              >
                Découvrir nos projets
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
