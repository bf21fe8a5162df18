import { Link } from "react-router";
import type { Campaign } from "~/domain/site/types";
import { formatMoneyWhole, percentOf, progressWidth } from "~/lib/format";
import { DonateButton } from "~/components/site/donation-dialog";
import { Progress } from "~/components/ui/progress";
import { container } from "./section-heading";

/** Fundraising progress of the featured project (spec §2.3, item 5); nothing without a campaign. */
export function CampaignBlock({ campaign }: { campaign: Campaign | null }) {
  if (!campaign) return null;
  const percent = percentOf(campaign.collectedCents, campaign.goalCents);
  const width = progressWidth(campaign.collectedCents, campaign.goalCents);
  return (
    <section aria-labelledby="campagne-titre" className="py-14 sm:py-16">
      <div className={container}>
        <div className="on-dark relative overflow-hidden rounded-2xl bg-primary p-6 text-primary-foreground shadow-lg sm:p-10">
          <div className="grid gap-8 lg:grid-cols-[1fr_auto] lg:items-center">
            <div>
              <p className="text-sm font-semibold tracking-wider text-gold-light uppercase">
                Collecte de fonds
              </p>
              <h2 id="campagne-titre" className="mt-2 text-3xl font-bold sm:text-4xl">
                {campaign.title}
              </h2>
              <p className="mt-4 text-lg">
                <strong className="text-2xl font-bold text-gold-light">
                  {formatMoneyWhole(campaign.collectedCents)}
                </strong>{" "}
                recueillis sur un objectif de{" "}
                <strong className="font-semibold">{formatMoneyWhole(campaign.goalCents)}</strong>
              </p>
              <div className="mt-5 flex items-center gap-4">
                <Progress
                  value={width}
                  aria-label="Progression de la collecte"
                  valueText={`${percent}\u00a0% de l'objectif atteint`}
                  variant="on-dark"
                  tone="gold"
                  className="flex-1"
                />
                <p className="text-2xl font-bold text-gold-light" aria-hidden="true">
                  {percent}&nbsp;%
                </p>
              </div>
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
