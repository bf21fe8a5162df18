import { useEffect } from "react";
import { data, useNavigation } from "react-router";
import { HeroCarousel } from "~/components/site/hero-carousel";
import { AboutSection } from "~/components/site/home/about-section";
import { BlogTeaser } from "~/components/site/home/blog-teaser";
import { BureauSection } from "~/components/site/home/bureau-section";
import { CampaignBlock } from "~/components/site/home/campaign-block";
import { ContactSection } from "~/components/site/home/contact-section";
import { EventBanner } from "~/components/site/home/event-banner";
import { OustazSection } from "~/components/site/home/oustaz-section";
import { ShopTeaser } from "~/components/site/home/shop-teaser";
import { notify } from "~/components/ui/toaster";
import { submitContactForm } from "~/domain/contact/contact.server";
import { getHomeData } from "~/domain/home/home.server";
import { getSettings } from "~/domain/settings/settings.server";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const [home, { general }] = await Promise.all([getHomeData(db), getSettings(db, ["general"])]);
  return {
    home,
    siteName: general.siteName,
    seo: {
      title: `${general.siteName} — ${general.tagline}`,
      description: general.siteDescription,
      url: absoluteUrl(request, "/"),
      image: home.slides[0]?.image,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== "contact") {
    return data(
      { status: "invalid" as const, errors: { form: "Action inconnue." }, values: {} },
      { status: 400 },
    );
  }
  const result = await submitContactForm(await getDb(), form, { ip: context?.clientIp });
  return data(result, { status: result.status === "invalid" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { home } = loaderData;
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "contact";
  const sent = actionData?.status === "sent";

  useEffect(() => {
    if (sent) notify.success("Message envoyé", { description: "Nous vous répondrons bientôt." });
  }, [actionData, sent]);

  return (
    <>
      <HeroCarousel slides={home.slides} />
      <EventBanner event={home.nextEvent} />
      <CampaignBlock campaign={home.campaign} />
      <AboutSection about={home.about} />
      <BureauSection people={home.bureau} text={home.bureauText} />
      <OustazSection people={home.oustaz} />
      <ShopTeaser products={home.products} />
      <BlogTeaser post={home.latestPost} />
      <ContactSection
        contact={home.contact}
        // A new key after each successful send empties the form.
        formKey={actionData?.status === "sent" ? actionData.receipt : "form"}
        sent={sent}
        submitting={submitting}
        errors={actionData?.status === "invalid" ? actionData.errors : undefined}
        values={actionData?.status === "invalid" ? actionData.values : undefined}
      />
    </>
  );
}
