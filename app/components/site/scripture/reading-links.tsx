import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ArrowRight, ExternalLink } from "~/components/ui/icons";

const EXTERNAL = [
  {
    href: "https://quran.com/fr",
    label: "Lire le Coran sur Quran.com",
    text: "Le texte arabe, des traductions françaises et des récitations.",
  },
  {
    href: "https://sunnah.com",
    label: "Consulter les hadiths sur Sunnah.com",
    text: "Les grands recueils de hadiths, dont Al-Bukhari et Muslim (en anglais et en arabe).",
  },
];

/** Outbound reading links (other sites, said so) and the way to the foundation's events. */
export function ReadingLinks() {
  return (
    <section aria-labelledby="aller-plus-loin" className="grid gap-6">
      <h2 id="aller-plus-loin" className="text-2xl font-semibold text-primary">
        Pour aller plus loin
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {EXTERNAL.map((link) => (
          <li key={link.href} className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <a
              href={link.href}
              rel="noopener noreferrer"
              className="prose-link inline-flex items-center gap-2 font-semibold"
            >
              {link.label}
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">(site externe)</span>
            </a>
            <p className="mt-2 text-sm text-muted-foreground">{link.text}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-start gap-3 rounded-xl bg-secondary/60 p-6">
        <p>Cours, conférences et veillées : étudiez les textes avec la communauté.</p>
        <Link to="/evenements" className={buttonVariants({ variant: "default" })}>
          Voir nos événements
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
