import { menuParts, menusFromRows } from "~/domain/menus/menus.server";
import { interacOffPart } from "~/domain/payment-options/interac-option.server";
import { campaignPart } from "~/domain/projects/campaign.server";
import { settingsFromRows, settingsPart } from "~/domain/settings/settings.server";
import type { Db } from "~/server/db.server";
import { selectParts } from "~/server/json-query.server";
import type { SiteFrameData } from "./types";

const FRAME_SETTINGS = ["general", "donation"] as const;

/** The frame of every public page, in one query (decision 0024). */
export async function getSiteFrame(db: Db, now: Date = new Date()): Promise<SiteFrameData> {
  const parts = await selectParts(db, {
    settings: settingsPart(db, FRAME_SETTINGS),
    campaign: campaignPart(db),
    interacOff: interacOffPart(db),
    ...menuParts(db),
  });
  const { general, donation } = settingsFromRows(parts.settings, FRAME_SETTINGS);
  return {
    general,
    campaign: parts.campaign,
    interacEmail: donation.interacEmail,
    interacEnabled: !parts.interacOff,
    menus: menusFromRows(parts.menus, parts.menuItems),
    year: now.getFullYear(),
  };
}
