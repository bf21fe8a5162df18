/**
 * /confidentialite (decision 0033): the policy text, the pages-table row the foundation edits in
 * Pages (a fixed page: its address is kept and it cannot be deleted), and the person in charge
 * and retention periods of Paramètres › Confidentialité, read together.
 */
import { pageText } from "~/domain/pages/page-seo.server";
import { getSettings } from "~/domain/settings/settings.server";
import type { Db } from "~/server/db.server";
import type { PageAddress } from "~/server/site-url.server";
import {
  PRIVACY_POLICY_PATH,
  PRIVACY_POLICY_TITLE,
  privacyOfficer,
  retentionLines,
} from "./policy";

export async function loadPrivacyPolicy(db: Db, address: PageAddress) {
  const [text, { privacy }] = await Promise.all([
    pageText(db, address, {
      route: PRIVACY_POLICY_PATH,
      title: PRIVACY_POLICY_TITLE,
      path: PRIVACY_POLICY_PATH,
      description:
        "Comment la fondation recueille, utilise, conserve et protège vos renseignements personnels.",
    }),
    getSettings(db, ["privacy"]),
  ]);
  return { ...text, officer: privacyOfficer(privacy), retention: retentionLines(privacy) };
}
