/** The fundraising campaign: the featured project (see docs/decisions/0003-campaign.md). */
export interface Campaign {
  projectId: number;
  title: string;
  collectedCents: number;
  goalCents: number;
}
