/**
 * schema.org structured data (JSON-LD) of the public pages, which search engines read to show an
 * event's date and place, an article's author and date, a product's price: the organization on
 * the home page, and an Event, an Article or a Product on each detail page. Typed with Google's
 * schema-dts, so that a property schema.org does not define for the type, or a value of the wrong
 * kind, fails the type check. Pure; pages put the result in their `meta` as "script:ld+json",
 * which React Router writes with "<", ">" and "&" escaped (no "</script>" can end it early). A
 * JSON-LD block is data, not a script: the Content-Security-Policy does not apply to it.
 */
import type { Article, Event, Offer, Organization, Place, Product, WithContext } from "schema-dts";
import type { PublicEvent } from "~/domain/events/events.server";
import { imageVariant } from "~/lib/images";
import { isoWithOffset } from "~/lib/zoned-time";

/** The absolute URL of a site path. */
export type Absolute = (path: string) => string;

export interface OrganizationFacts {
  siteName: string;
  shortName: string;
  siteDescription: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  mapLatitude: number;
  mapLongitude: number;
  facebook: string;
  twitter: string;
  instagram: string;
  youtube: string;
}

/** A stored image at its default web size (a file, not its base path), absolute. */
function imageUrl(src: string, absolute: Absolute): string {
  return absolute(imageVariant(src));
}

function place(facts: OrganizationFacts): Place {
  return {
    "@type": "Place",
    name: facts.siteName,
    address: facts.address,
    geo: { "@type": "GeoCoordinates", latitude: facts.mapLatitude, longitude: facts.mapLongitude },
  };
}

/** The foundation itself (home page). */
export function organizationLd(
  facts: OrganizationFacts,
  absolute: Absolute,
): WithContext<Organization> {
  const sameAs = [facts.facebook, facts.twitter, facts.instagram, facts.youtube].filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absolute("/#organisation"),
    name: facts.siteName,
    alternateName: facts.shortName,
    description: facts.siteDescription || undefined,
    url: absolute("/"),
    logo: absolute("/logo.png"),
    email: facts.contactEmail || undefined,
    telephone: facts.contactPhone || undefined,
    address: facts.address || undefined,
    location: place(facts),
    sameAs: sameAs.length ? sameAs : undefined,
  };
}

/** Who publishes or organizes: a reference to the home page's organization, with its name. */
function publisher(siteName: string, absolute: Absolute): Organization {
  return {
    "@type": "Organization",
    "@id": absolute("/#organisation"),
    name: siteName,
    url: absolute("/"),
    logo: absolute("/logo.png"),
  };
}

/** An offer's price in Canadian dollars: schema.org prices are plain decimals, never "12,50 $". */
const priceInDollars = (cents: number) => ({
  price: (cents / 100).toFixed(2),
  priceCurrency: "CAD",
});

/** What an Event says of a public event. */
export type EventFacts = Pick<
  PublicEvent,
  "slug" | "title" | "description" | "startsAt" | "endsAt" | "location" | "cancelled" | "image"
>;

/** A place (free registration) or a ticket type an event offers, and whether any is left. */
export interface EventOfferFacts {
  /** The ticket type's name; none for free registration. */
  name?: string;
  priceCents: number;
  available: boolean;
}

/**
 * One event: its dates on Saguenay's clock, its place, whether it is cancelled, and what one may
 * take to attend (its `offers`, when it takes registrations).
 */
export function eventLd(
  event: EventFacts,
  siteName: string,
  absolute: Absolute,
  offers: EventOfferFacts[] = [],
): WithContext<Event> {
  const url = absolute(`/evenements/${encodeURIComponent(event.slug)}`);
  const offered = offers.map((offer): Offer => ({
    "@type": "Offer",
    name: offer.name,
    url,
    ...priceInDollars(offer.priceCents),
    availability: offer.available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
  }));
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description || undefined,
    url,
    image: imageUrl(event.image, absolute),
    startDate: isoWithOffset(event.startsAt),
    endDate: event.endsAt ? isoWithOffset(event.endsAt) : undefined,
    eventStatus: event.cancelled
      ? "https://schema.org/EventCancelled"
      : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: event.location, address: event.location },
    organizer: publisher(siteName, absolute),
    offers: offered.length ? offered : undefined,
    inLanguage: "fr-CA",
  };
}

export interface ArticleFacts {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  /** ISO instant. */
  publishedAt: string;
  image: string;
}

/** One blog article. */
export function articleLd(
  post: ArticleFacts,
  siteName: string,
  absolute: Absolute,
): WithContext<Article> {
  const url = absolute(`/blog/${encodeURIComponent(post.slug)}`);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt || undefined,
    url,
    mainEntityOfPage: url,
    image: imageUrl(post.image, absolute),
    datePublished: isoWithOffset(post.publishedAt),
    author: { "@type": "Person", name: post.author },
    publisher: publisher(siteName, absolute),
    articleSection: post.category,
    inLanguage: "fr-CA",
  };
}

export interface ProductFacts {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  categoryLabel: string;
  image: string;
  available: boolean;
}

/** One product of the shop, its price in Canadian dollars. */
export function productLd(
  product: ProductFacts,
  siteName: string,
  absolute: Absolute,
): WithContext<Product> {
  const url = absolute(`/boutique/${product.id}`);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description || undefined,
    url,
    image: imageUrl(product.image, absolute),
    sku: `PROD-${product.id}`,
    category: product.categoryLabel,
    brand: { "@type": "Brand", name: siteName },
    offers: {
      "@type": "Offer",
      url,
      ...priceInDollars(product.priceCents),
      availability: product.available
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: publisher(siteName, absolute),
    },
  };
}
