/**
 * Site footer (spec §2.2): quick links and resources (edited at /admin/menus), contact, social
 * networks, donation, ©, and the fixed links to /transparence and the privacy policy.
 */
import { Link, useLocation } from "react-router";
import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { PRIVACY_POLICY_PATH } from "~/domain/privacy/policy";
import { FOOTER_MENUS } from "~/domain/menus/menus";
import type { SiteFrameData } from "~/domain/site/types";
import { DonateButton } from "./donation-dialog";
import { Emblem } from "./emblem";
import { NewsletterForm } from "./newsletter-form";
import { telHref } from "./contact-links";
import { FacebookIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from "./social-icons";

const linkClasses =
  "inline-flex min-h-8 items-center rounded-sm text-white/90 hover:text-gold-light hover:underline underline-offset-4";

export function SiteFooter({ general, year, menus }: SiteFrameData) {
  // The two link columns (edited at /admin/menus); `id` names the heading each <nav> is
  // labelled by. An emptied column is not drawn.
  const columns = FOOTER_MENUS.map((key) => ({
    id: `pied-${key}`,
    title: menus[key].label,
    links: menus[key].items,
  })).filter((column) => column.links.length > 0);
  const { pathname, key } = useLocation();
  const socials = [
    { name: "Facebook", href: general.facebook, Icon: FacebookIcon },
    { name: "Twitter", href: general.twitter, Icon: TwitterIcon },
    { name: "Instagram", href: general.instagram, Icon: InstagramIcon },
    { name: "YouTube", href: general.youtube, Icon: YoutubeIcon },
  ].filter((social) => social.href.trim() !== "");

  return (
    <footer className="on-dark bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <p className="flex items-center gap-3 font-serif text-2xl font-bold tracking-widest text-gold-light">
            <Emblem className="size-10" />
            {general.shortName}
          </p>
          <p className="mt-3 font-semibold">{general.siteName}</p>
          {general.siteDescription ? (
            <p className="mt-2 text-sm text-white/85">{general.siteDescription}</p>
          ) : null}
          <DonateButton className="mt-5" />
        </div>

        {columns.map((column) => (
          <nav key={column.id} aria-labelledby={column.id} className="lg:col-span-2">
            <h2 id={column.id} className="text-lg font-semibold text-gold-light">
              {column.title}
            </h2>
            <ul className="mt-3 grid gap-1 text-sm">
              {column.links.map((link, index) => (
                <li key={`${index}-${link.href}`}>
                  <Link to={link.href} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="lg:col-span-4">
          <h2 className="text-lg font-semibold text-gold-light">Contact</h2>
          <address className="mt-3 grid gap-2 text-sm not-italic">
            {general.address ? (
              <p className="flex gap-2 text-white/90">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-light" />
                <span>{general.address}</span>
              </p>
            ) : null}
            {general.contactPhone ? (
              <p className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-gold-light" />
                <a href={telHref(general.contactPhone)} className={linkClasses}>
                  {general.contactPhone}
                </a>
              </p>
            ) : null}
            <p className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-gold-light" />
              <a href={`mailto:${general.contactEmail}`} className={`${linkClasses} break-all`}>
                {general.contactEmail}
              </a>
            </p>
          </address>

          {socials.length > 0 ? (
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Réseaux sociaux">
              {socials.map(({ name, href, Icon }) => (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${name} (nouvel onglet)`}
                    className="inline-flex size-10 items-center justify-center rounded-full border border-white/40 text-white transition-colors hover:border-gold-light hover:bg-white/10 hover:text-gold-light"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="pied-infolettre" className="border-t border-white/20">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-12 lg:px-8">
          <div className="lg:col-span-4">
            <h2 id="pied-infolettre" className="text-lg font-semibold text-gold-light">
              Infolettre
            </h2>
            <p className="mt-3 text-sm text-white/90">
              Les nouvelles, les événements et les campagnes de la fondation dans votre boîte de
              courriel. Vous confirmez votre inscription par courriel et vous pouvez vous désabonner
              en un clic.
            </p>
          </div>
          <div className="lg:col-span-8">
            {/* Emptied at every navigation: a sign-up's answer is shown on /infolettre. */}
            <NewsletterForm key={key} idPrefix="pied-infolettre" source={pathname} onDark />
          </div>
        </div>
      </section>

      <div className="border-t border-white/20">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-5 text-sm text-white/85 sm:px-6 lg:px-8">
          <p>
            © {year} {general.siteName}. Tous droits réservés.
          </p>
          {/* Fixed, as the privacy policy: what the foundation owes its donors stays one click
              away whatever the editable menus hold. */}
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/transparence" className={linkClasses}>
                Transparence
              </Link>
            </li>
            <li>
              <Link to={PRIVACY_POLICY_PATH} className={linkClasses}>
                Politique de confidentialité
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
