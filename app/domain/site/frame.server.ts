import { getCampaign } from "~/domain/projects/campaign.server";
import { getSettings } from "~/domain/settings/settings.server";
import type { Db } from "~/server/db.server";
import type { SiteFrameData } from "./types";

export async function getSiteFrame(db: Db, now: Date = new Date()): Promise<SiteFrameData> {
  const [{ general, donation }, campaign] = await Promise.all([
    getSettings(db, ["general", "donation"]),
    getCampaign(db),
  ]);
  return { general, campaign, interacEmail: donation.interacEmail, year: now.getFullYear() };
}
