/**
 * /demande-evenements — asking the foundation for an event (spec public-site.md §2.11): each valid
 * request is stored as a pending event request for the back-office; the form is then emptied.
 */
import { data } from "react-router";
import { EventRequestForm } from "~/components/site/event-request/event-request-form";
import { PracticalInfo } from "~/components/site/event-request/practical-info";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { useFormAnswer } from "~/components/site/use-form-answer";
import {
  eventRequestConstraints,
  submitEventRequest,
} from "~/domain/event-requests/event-request.server";
import { EVENT_REQUEST_INTENT, type EventRequestField } from "~/domain/event-requests/request-form";
import { absoluteUrl } from "~/server/site-url.server";
import { earliestEventDay } from "~/domain/event-requests/schema";
import { todayInSaguenay } from "~/lib/format";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { loadPageText } from "./+shared/fixed-page.server";
import type { Route } from "./+types/event-request";
import { clientIpContext } from "~/server/load-context";

const PAGE = {
  route: "/demande-evenements",
  title: "Demande d'événement",
  fixedTitle: true,
  intro:
    "Mariage, conférence, Gamou, réunion : présentez-nous votre projet d'événement et nous vous répondrons rapidement.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const today = todayInSaguenay();
  return {
    ...(await loadPageText(request, PAGE)),
    today,
    earliestDay: earliestEventDay(today),
    constraints: eventRequestConstraints(today),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitEventRequest(await getDb(), await readFormData(request), {
    ip: context.get(clientIpContext),
    siteUrl: absoluteUrl(request, "/"),
  });
  if (result.status === "sent") return data(result, { status: 200 });
  const status = result.status === "rate-limited" ? 429 : 400;
  return refuseForm(EVENT_REQUEST_INTENT, result.errors, result.values, status);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function EventRequest({ loaderData, actionData }: Route.ComponentProps) {
  const sentReference = actionData && "reference" in actionData ? actionData.reference : undefined;
  const { submitting, refused } = useFormAnswer<EventRequestField>(
    actionData,
    EVENT_REQUEST_INTENT,
    {
      accepted: sentReference,
      toast: {
        title: "Demande envoyée",
        description:
          "Votre demande d'événement a été soumise avec succès. Nous vous contacterons bientôt.",
      },
    },
  );

  return (
    <>
      <PageHeader title={loaderData.title} eyebrow="Dahira Chicoutimi" intro={loaderData.intro} />
      <div className={`${pageContainer} py-10 sm:py-14`}>
        <div className="grid gap-8 lg:grid-cols-3">
          <section
            aria-labelledby="demande-formulaire"
            className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2 id="demande-formulaire" className="mb-5 text-xl font-semibold text-primary">
              Votre demande
            </h2>
            <EventRequestForm
              // A new key after each stored request empties the form.
              key={sentReference ?? "formulaire"}
              refused={refused}
              constraints={loaderData.constraints}
              sentReference={sentReference}
              today={loaderData.today}
              earliestDay={loaderData.earliestDay}
              submitting={submitting}
            />
          </section>
          <PracticalInfo />
        </div>
      </div>
    </>
  );
}
