import { interacAvailable } from "~/domain/donations/donation.server";
import { getCampaign } from "~/domain/projects/campaign.server";
import { getSettings } from "~/domain/settings/settings.server";
import type { Db } from "~/server/db.server";
import type { SiteFrameData } from "./types";

export async function getSiteFrame(db: Db, now: Date = new Date()): Promise<SiteFrameData> {
  const [{ general, donation }, campaign, interacEnabled] = await Promise.all([
    getSettings(db, ["general", "donation"]),
    getCampaign(db),
    interacAvailable(db),
  ]);
  return {
    general,
    campaign,
    interacEmail: donation.interacEmail,
    interacEnabled,
    year: now.getFullYear(),
  };
}
