import type { SiteMenus } from "~/domain/menus/menus";
import type { GeneralSettings } from "~/domain/settings/schema";

import type { Campaign } from "~/domain/projects/campaign";

export type { Campaign };

/** What every public page's frame (header, footer, donation dialog) needs; loaded by root.tsx. */
export interface SiteFrameData {
  general: GeneralSettings;
  campaign: Campaign | null;
  /** E-mail address Interac transfers are sent to. */
  interacEmail: string;
  /** False while the Interac payment option is turned off in the back-office. */
  interacEnabled: boolean;
  /** The header's dropdowns and the footer's link columns (edited at /admin/menus). */
  menus: SiteMenus;
  year: number;
}
