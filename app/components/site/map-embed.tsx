/**
 * Click-to-load map: a local illustration first, and no request to a third party until the visitor
 * asks for the interactive OpenStreetMap map (privacy, and no third-party cost on page load).
 */
import * as React from "react";
import { ExternalLink, MapPin } from "~/components/ui/icons";
import { cn } from "~/lib/utils";
import { Button } from "~/components/ui/button";

export interface MapEmbedProps {
  latitude: number;
  longitude: number;
  address: string;
  className?: string;
}

/** Half-size of the shown area, in degrees (about 1.5 km wide at Chicoutimi's latitude). */
const SPAN_LON = 0.01;
const SPAN_LAT = 0.005;

const fixed = (value: number) => value.toFixed(5);

export function osmEmbedUrl(latitude: number, longitude: number): string {
  const bbox = [
    longitude - SPAN_LON,
    latitude - SPAN_LAT,
    longitude + SPAN_LON,
    latitude + SPAN_LAT,
  ]
    .map(fixed)
    .join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${fixed(latitude)},${fixed(longitude)}`)}`;
}

export function osmPageUrl(latitude: number, longitude: number): string {
  const lat = fixed(latitude);
  const lon = fixed(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

export function MapEmbed({ latitude, longitude, address, className }: MapEmbedProps) {
  const [loaded, setLoaded] = React.useState(false);
  const frameRef = React.useRef<HTMLIFrameElement>(null);

  // The button disappears with the facade: keep keyboard focus on the map that replaced it.
  React.useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  return (
    <div
      className={cn("overflow-hidden rounded-xl border border-border bg-card shadow-sm", className)}
    >
      <div className="relative h-72 sm:h-80">
        {loaded ? (
          <iframe
            ref={frameRef}
            title={`Carte : ${address}`}
            src={osmEmbedUrl(latitude, longitude)}
            className="h-full w-full border-0"
            loading="lazy"
          />
        ) : (
          <>
            <MapIllustration />
            <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-3 bg-white/95 p-4 text-center">
              <p className="flex items-start gap-2 text-sm font-medium text-foreground">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {address}
              </p>
              <Button onClick={() => setLoaded(true)}>Afficher la carte interactive</Button>
              <p className="text-xs text-muted-foreground">
                La carte est fournie par OpenStreetMap et ne se charge qu&apos;à votre demande.
              </p>
            </div>
          </>
        )}
      </div>
      <p className="border-t border-border px-4 py-3 text-sm">
        <a
          href={osmPageUrl(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className="prose-link inline-flex items-center gap-1.5 font-medium"
        >
          Voir sur OpenStreetMap
          <span className="sr-only"> (nouvel onglet)</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </p>
    </div>
  );
}

/** A stylised street map (local, decorative): river, streets, park and a pin in the middle. */
function MapIllustration() {
  return (
    <svg
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 h-full w-full"
    >
      <rect width="400" height="300" fill="#eef2ec" />
      <path d="M0 40 C90 20 160 70 250 45 S380 20 400 30 V0 H0Z" fill="#bcd7e3" />
      <rect x="250" y="150" width="110" height="70" rx="8" fill="#d5e6d0" />
      <rect x="30" y="170" width="70" height="55" rx="6" fill="#d5e6d0" />
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M0 120 H400" strokeWidth="14" />
        <path d="M0 230 C120 215 260 250 400 225" strokeWidth="10" />
        <path d="M140 60 V300" strokeWidth="12" />
        <path d="M300 50 L250 300" strokeWidth="8" />
        <path d="M40 70 L120 300" strokeWidth="6" />
      </g>
      <g stroke="#d9d2c3" strokeWidth="1.5" fill="none">
        <path d="M0 120 H400" />
        <path d="M140 60 V300" />
      </g>
      <g transform="translate(200 118)">
        <ellipse cx="0" cy="4" rx="10" ry="4" fill="#000" opacity="0.15" />
        <path
          d="M0 0 C-14 -18 -16 -24 -16 -30 A16 16 0 0 1 16 -30 C16 -24 14 -18 0 0Z"
          fill="#1b4d3e"
        />
        <circle cx="0" cy="-30" r="6" fill="#e5c869" />
      </g>
    </svg>
  );
}
