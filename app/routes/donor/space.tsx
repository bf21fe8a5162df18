/**
 * /mon-espace — a donor's own space (issue 13, item 6). Signed out: the form that e-mails a
 * one-time sign-in link (the same answer for any address). Signed in (the `donor_session`
 * cookie, checked here on the server): their gifts, orders, receipts to download, monthly gift
 * and the address printed on their receipts. The forms' rules are in domain/donor-space, the
 * loader's and action's bodies in space.server.ts; nothing of it is kept by a cache.
 */
import { Form, useNavigation } from "react-router";
import { AddressSection } from "~/components/donor/address-form";
import { GiftsSection, OrdersSection, ReceiptsSection } from "~/components/donor/donor-records";
import { DonorSection } from "~/components/donor/donor-section";
import { LinkRequestForm } from "~/components/donor/link-request-form";
import { MonthlyGiftsSection } from "~/components/donor/monthly-gifts";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { useFormAnswer } from "~/components/site/use-form-answer";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { DONOR_INTENTS, DONOR_SIGN_OUT_PATH } from "~/domain/donor-space/intents";
import {
  ADDRESS_SAVED,
  ADDRESS_SAVED_DETAIL,
  MONTHLY_CANCELLED,
  MONTHLY_CANCELLED_DETAIL,
} from "~/domain/donor-space/messages";
import type {
  DonorAddressField,
  DonorLinkField,
  MonthlyAmountField,
} from "~/domain/donor-space/schema";
import { refusalFor } from "~/lib/forms/refusal";
import type { Route } from "./+types/space";
import { PRIVATE_HEADERS } from "~/routes/+shared/private-headers";
import { donorSpaceAction, loadDonorSpacePage } from "./space.server";
import { noindexMeta } from "~/lib/seo";

const TITLE = "Mon espace";

export async function loader({ request }: Route.LoaderArgs) {
  return loadDonorSpacePage(request);
}

export async function action(args: Route.ActionArgs) {
  return donorSpaceAction(args);
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = () => noindexMeta(TITLE);

export default function DonorSpacePage({ loaderData, actionData }: Route.ComponentProps) {
  const { space, constraints } = loaderData;
  const navigation = useNavigation();
  const posting = navigation.state === "submitting";
  const intentOf = () => navigation.formData?.get("intent");

  const sent = actionData && "status" in actionData ? actionData : undefined;
  const refusal = actionData && "refused" in actionData ? actionData : undefined;
  const linkRefused = refusalFor<DonorLinkField>(refusal, DONOR_INTENTS.link);
  // A form of the signed-in space sent after the session ended: said over the sign-in form.
  const ended = linkRefused ? undefined : refusal?.refused;
  const saved = actionData && "addressSaved" in actionData ? actionData.addressSaved : undefined;
  const address = useFormAnswer<DonorAddressField>(actionData, DONOR_INTENTS.address, {
    accepted: saved,
    toast: { title: ADDRESS_SAVED, description: ADDRESS_SAVED_DETAIL },
  });
  const cancelled =
    actionData && "monthlyCancelled" in actionData ? actionData.monthlyCancelled : undefined;
  useFormAnswer(actionData, DONOR_INTENTS.cancel, {
    accepted: cancelled,
    toast: { title: MONTHLY_CANCELLED, description: MONTHLY_CANCELLED_DETAIL },
  });
  // A new amount, a pause, a resume: the action words the confirmation.
  const changed =
    actionData && "monthlyChanged" in actionData ? actionData.monthlyChanged : undefined;
  const amountRefused = useFormAnswer<MonthlyAmountField>(actionData, DONOR_INTENTS.amount, {
    accepted: changed?.at,
    toast: { title: changed?.title ?? "", description: changed?.description ?? "" },
  }).refused;
  const monthlyIntents: string[] = [
    DONOR_INTENTS.card,
    DONOR_INTENTS.cancel,
    DONOR_INTENTS.amount,
    DONOR_INTENTS.pause,
    DONOR_INTENTS.resume,
  ];
  const monthlyRefusal =
    refusal && monthlyIntents.includes(refusal.refused.intent) ? refusal.refused : undefined;
  const sending = posting ? intentOf() : undefined;

  if (!space) {
    return (
      <>
        <PageHeader
          title={TITLE}
          intro="Retrouvez vos dons, vos commandes et vos reçus, et gérez votre don mensuel."
        />
        <div className={`${pageContainer} py-10 sm:py-14`}>
          <div className="mx-auto max-w-xl">
            <DonorSection id="lien-titre" title="Recevoir un lien de connexion">
              {ended ? (
                <div className="mb-5">
                  <FormAlert message={ended.errors.form} />
                </div>
              ) : null}
              <p className="mb-5 text-muted-foreground">
                Pas de mot de passe : nous vous envoyons par courriel un lien personnel, valable 15
                minutes et utilisable une seule fois.
              </p>
              <LinkRequestForm
                // A new answer empties the form.
                key={sent?.receipt ?? "lien"}
                constraints={constraints.link}
                refused={linkRefused}
                sent={sent?.message}
                submitting={posting && intentOf() === DONOR_INTENTS.link}
              />
            </DonorSection>
          </div>
        </div>
      </>
    );
  }

  const { person } = space;
  const name = [person.firstName, person.lastName].filter(Boolean).join(" ");
  return (
    <>
      <PageHeader
        title={TITLE}
        intro={`${name ? `Bonjour ${name}. ` : ""}Adresse de connexion : ${person.email}`}
      >
        <Form method="post" action={DONOR_SIGN_OUT_PATH}>
          <Button type="submit" variant="outline">
            Se déconnecter
          </Button>
        </Form>
      </PageHeader>
      <div className={`${pageContainer} grid grid-cols-1 gap-8 py-10 sm:py-14`}>
        <GiftsSection gifts={space.gifts} />
        <MonthlyGiftsSection
          gifts={space.monthlyGifts}
          error={monthlyRefusal?.errors.form}
          amountConstraints={constraints.amount}
          amountRefused={amountRefused}
          sending={
            typeof sending === "string" && monthlyIntents.includes(sending) ? sending : undefined
          }
        />
        <ReceiptsSection receipts={space.receipts} />
        <OrdersSection orders={space.orders} />
        <AddressSection saved={space.address} constraints={constraints.address} {...address} />
      </div>
    </>
  );
}
