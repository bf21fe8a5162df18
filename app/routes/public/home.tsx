import { HeroCarousel } from "~/components/site/hero-carousel";
import { AboutSection } from "~/components/site/home/about-section";
import { BlogTeaser } from "~/components/site/home/blog-teaser";
import { BureauSection } from "~/components/site/home/bureau-section";
import { CampaignBlock } from "~/components/site/home/campaign-block";
import { ContactSection, useContactForm } from "~/components/site/home/contact-section";
import { EventBanner } from "~/components/site/home/event-banner";
import { OustazSection } from "~/components/site/home/oustaz-section";
import { PrayerBlock } from "~/components/site/home/prayer-block";
import { ShopTeaser } from "~/components/site/home/shop-teaser";
import { contactConstraints, contactPageAction } from "./+shared/contact-form.server";
import { getHomeData } from "~/domain/home/home.server";
import { todaysPrayers } from "~/domain/prayer/schedule.server";
import { organizationLd } from "~/domain/site/structured-data";
import { feedAlternates, jsonLdMeta, seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const { home, general, prayer } = await getHomeData(db);
  return {
    home,
    prayers: todaysPrayers({ general, prayer }),
    contactConstraints: contactConstraints(),
    jsonLd: organizationLd(general, (path) => absoluteUrl(request, path)),
    siteName: general.siteName,
    seo: {
      title: `${general.siteName} — ${general.tagline}`,
      description: general.siteDescription,
      url: absoluteUrl(request, "/"),
      image: home.slides[0]?.image,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return contactPageAction(args);
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo, data?.siteName),
  ...feedAlternates(data?.seo, ["blog", "podcast", "calendar"]),
  ...jsonLdMeta(data?.jsonLd),
];

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { home } = loaderData;
  const contactForm = useContactForm(actionData);

  return (
    <>
      <HeroCarousel slides={home.slides} />
      <EventBanner event={home.nextEvent} />
      <PrayerBlock day={loaderData.prayers} />
      <CampaignBlock campaign={home.campaign} />
      <AboutSection about={home.about} />
      <BureauSection people={home.bureau} text={home.bureauText} />
      <OustazSection people={home.oustaz} />
      <ShopTeaser products={home.products} />
      <BlogTeaser post={home.latestPost} />
      <ContactSection
        contact={home.contact}
        constraints={loaderData.contactConstraints}
        {...contactForm}
      />
    </>
  );
}
