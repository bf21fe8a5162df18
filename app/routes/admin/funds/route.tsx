/**
 * /admin/fonds — the foundation's funds (decision 0046), for the trésorier: the balances of the
 * general fund, of each fund and each project (`?onglet=soldes`, the default), the funds it
 * defines (`fonds`), the disbursements (`decaissements`) and the zakat's rates (`zakat`). The
 * tab, the page and the forms live in the URL; everything works without JavaScript.
 */
import { AdminNotices, AdminPageHeader } from "~/components/admin/admin-frame";
import { ScreenTabs } from "~/components/admin/admin-tabs";
import { CrudPanel } from "~/components/admin/crud/crud-screen";
import { BalancesTab } from "~/components/admin/funds/balances-tab";
import { disbursementsTab } from "~/components/admin/funds/disbursements-tab";
import { fundsTab } from "~/components/admin/funds/funds-tab";
import { ZakatTab } from "~/components/admin/funds/zakat-tab";
import { crudAction, loadCrudPage, openScreen } from "~/routes/admin/+shared/crud.server";
import { settingsIntent } from "~/routes/admin/+shared/settings-intent.server";
import {
  disbursementChoices,
  disbursementScreen,
  fundScreen,
} from "~/domain/funds/funds-admin.server";
import { fundBalances } from "~/domain/funds/funds.server";
import { zakatForm } from "~/domain/funds/schema";
import { getSettings } from "~/domain/settings/settings.server";
import { adminPath } from "~/domain/admin/screens";
import { todayInSaguenay } from "~/lib/format";
import { refusalFor, refusedDeletion } from "~/lib/forms/refusal";
import { visibleUrl } from "~/lib/visible-url";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/route";

const TABS = [
  { id: "soldes", label: "Soldes" },
  { id: "fonds", label: "Fonds" },
  { id: "decaissements", label: "Décaissements" },
  { id: "zakat", label: "Zakat" },
] as const;
type Tab = (typeof TABS)[number]["id"];

const tabOf = (value: string | null): Tab => TABS.find((tab) => tab.id === value)?.id ?? "soldes";

export async function loader({ request }: Route.LoaderArgs) {
  const tab = tabOf(visibleUrl(request).searchParams.get("onglet"));
  const today = todayInSaguenay();
  if (tab === "fonds") {
    const screen = await loadCrudPage(fundScreen, request);
    return { tab, screen, choices: null, balances: null, rates: null };
  }
  if (tab === "decaissements") {
    const screen = await loadCrudPage(disbursementScreen(today), request);
    const choices = { ...(await disbursementChoices(await getDb())), today };
    return { tab, screen, choices, balances: null, rates: null };
  }
  const { db } = await openScreen(request, "funds");
  if (tab === "zakat") {
    const { zakat } = await getSettings(db, ["zakat"]);
    return { tab, screen: null, choices: null, balances: null, rates: zakat };
  }
  return { tab, screen: null, choices: null, balances: await fundBalances(db), rates: null };
}

const zakatSaved = () =>
  redirectWithToast(`${adminPath("funds")}?onglet=zakat`, {
    title: "Zakat mise à jour",
    description: "Les montants de la zakat ont été enregistrés : la page de don les utilise déjà.",
  });

export const action = ({ request }: Route.ActionArgs) =>
  crudAction([fundScreen, disbursementScreen(todayInSaguenay())], request, {
    zakat: settingsIntent("zakat", zakatForm, zakatSaved),
  });

export const meta: Route.MetaFunction = () => [{ title: "Fonds — Administration" }];

export default function Funds({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, screen, choices, balances, rates } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Fonds et décaissements"
        subtitle="Suivez ce que chaque fonds a reçu et remis, et fixez les montants de la zakat"
      />
      <ScreenTabs label="Onglets des fonds" current={tab} tabs={TABS} />
      <AdminNotices messages={[screen?.notice, refusedDeletion(actionData)]} />
      {balances ? <BalancesTab balances={balances} /> : null}
      {tab === "fonds" && screen ? (
        <CrudPanel view={fundsTab} {...screen} answer={actionData} />
      ) : null}
      {tab === "decaissements" && screen && choices ? (
        <CrudPanel view={disbursementsTab(choices)} {...screen} answer={actionData} />
      ) : null}
      {rates ? <ZakatTab rates={rates} refused={refusalFor(actionData, "zakat")} /> : null}
    </>
  );
}
