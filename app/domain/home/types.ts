import type { Campaign } from "~/domain/site/types";

export interface HomeSlide {
  id: number;
  image: string;
  title: string;
  subtitle: string;
  buttonText: string;
  /** Link of the button; null when `action` is "donate" (opens the donation dialog). */
  buttonLink: string | null;
  action: "donate" | null;
}

export interface HomeEvent {
  slug: string;
  title: string;
  /** ISO instant */
  startsAt: string;
  location: string;
}

export interface HomePerson {
  id: number;
  name: string;
  role: string;
  image: string;
}

export interface HomeProduct {
  id: number;
  name: string;
  category: string;
  /** French label of the category, e.g. "Livres". */
  categoryLabel: string;
  priceCents: number;
  image: string;
}

export interface HomePost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO instant */
  publishedAt: string;
  image: string;
}

export interface HomeAbout {
  title: string;
  summary: string;
  /** Link to the full page, e.g. "/about". */
  href: string;
}

export interface HomeData {
  slides: HomeSlide[];
  nextEvent: HomeEvent | null;
  campaign: Campaign | null;
  about: HomeAbout | null;
  bureau: HomePerson[];
  bureauText: string;
  oustaz: HomePerson[];
  products: HomeProduct[];
  latestPost: HomePost | null;
  contact: {
    address: string;
    phone: string;
    email: string;
    mapLatitude: number;
    mapLongitude: number;
  };
}
