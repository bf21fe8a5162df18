/**
 * /admin/infolettre — the newsletter (issue 15; éditeur and administrateur): « Infolettres »
 * (write with the rich-text editor, « Envoyer un essai » to oneself, « Envoyer à tous » the
 * confirmed subscribers after a confirmation giving their number, the history with sent / failed
 * counts) and « Abonnés » (`?onglet=abonnes`: search, status, consent record). Sending goes
 * through the outbox at a steady rate, only while Paramètres › Notifications › « Courriels
 * marketing » is on (domain/newsletter, decision 0029).
 */
import { AdminPageHeader } from "~/components/admin/admin-frame";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { CampaignsTab } from "~/components/admin/newsletter/campaigns-tab";
import { SubscribersTab } from "~/components/admin/newsletter/subscribers-tab";
import type { Route } from "./+types/route";
import { loadNewsletterScreen, newsletterAction } from "./newsletter.server";

export const loader = ({ request }: Route.LoaderArgs) => loadNewsletterScreen(request);
export const action = ({ request }: Route.ActionArgs) => newsletterAction(request);
export const meta: Route.MetaFunction = () => [{ title: "Infolettre — Administration" }];

const TABS = [
  { id: "infolettres", label: "Infolettres", href: "/admin/infolettre" },
  { id: "abonnes", label: "Abonnés", href: "/admin/infolettre?onglet=abonnes" },
] as const;

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Infolettre"
        subtitle="Rédigez et envoyez l'infolettre aux abonnés confirmés"
      />
      <AdminTabs label="Onglets de l'infolettre" tabs={TABS} current={loaderData.tab} />
      {loaderData.tab === "abonnes" ? (
        <SubscribersTab data={loaderData.subscribers} />
      ) : (
        <CampaignsTab data={loaderData.campaigns} answer={actionData} />
      )}
    </>
  );
}
