/**
 * The title band under the header: abbreviated name, full name and tagline. On the home page it
 * holds the page's h1 (`as="h1"`); elsewhere it is a plain paragraph and the page has its own h1.
 * It is a region landmark named by its heading, so its content belongs to a landmark wherever it
 * is placed (axe "region").
 */
import { useId } from "react";
import { cn } from "~/lib/utils";

export interface TitleBandProps {
  shortName: string;
  tagline: string;
  siteName: string;
  /** "h1" on the home page; "p" (default) elsewhere. */
  as?: "h1" | "p";
  className?: string;
}

export function TitleBand({
  shortName,
  tagline,
  siteName,
  as: Tag = "p",
  className,
}: TitleBandProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "on-dark relative overflow-hidden bg-primary text-primary-foreground",
        className,
      )}
    >
      <BandPattern />
      <div className="relative mx-auto flex max-w-7xl flex-col items-center px-4 py-8 text-center sm:px-6 sm:py-10 lg:px-8">
        <Tag id={headingId} className="m-0 font-serif">
          <span className="block text-4xl leading-none font-bold tracking-[0.25em] text-gold-light sm:text-5xl">
            {shortName}
          </span>
          <span className="mt-3 block font-sans text-sm font-medium tracking-wide text-white/90 sm:text-base">
            {siteName}
          </span>
        </Tag>
        <Ornament />
        {tagline ? (
          <p className="font-serif text-lg text-white italic sm:text-xl">{tagline}</p>
        ) : null}
      </div>
    </section>
  );
}

function Ornament() {
  return (
    <svg
      viewBox="0 0 200 16"
      aria-hidden="true"
      focusable="false"
      className="my-3 h-4 w-48 text-gold"
    >
      <path d="M0 8h84M116 8h84" stroke="currentColor" strokeWidth="1" />
      <g fill="currentColor">
        <rect x="94" y="2" width="12" height="12" />
        <rect x="94" y="2" width="12" height="12" transform="rotate(45 100 8)" />
      </g>
      <circle cx="88" cy="8" r="1.5" fill="currentColor" />
      <circle cx="112" cy="8" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** A faint geometric pattern (eight-pointed stars) behind the band. */
function BandPattern() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 h-full w-full opacity-[0.07]"
    >
      <defs>
        <pattern id="title-band-stars" width="56" height="56" patternUnits="userSpaceOnUse">
          <g fill="none" stroke="#e5c869" strokeWidth="1">
            <rect x="18" y="18" width="20" height="20" />
            <rect x="18" y="18" width="20" height="20" transform="rotate(45 28 28)" />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#title-band-stars)" />
    </svg>
  );
}
