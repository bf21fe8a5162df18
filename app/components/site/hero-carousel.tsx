/**
 * Home hero carousel (spec §2.3, §4, §9): auto-advance every 5000 ms, wraps from the last slide to
 * the first, dots jump to a slide, previous/next buttons. Accessibility (WAI-ARIA carousel pattern,
 * WCAG 2.2.2): rotation pauses while the pointer is over it or keyboard focus is in it, a
 * pause/play button stops it, and it never rotates for `prefers-reduced-motion: reduce`.
 * The server renders slide 1 visible, so the page reads well before (or without) JavaScript.
 */
import * as React from "react";
import { Link } from "react-router";
import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/ui/icons";
import type { HomeSlide } from "~/domain/home/types";
import { cn } from "~/lib/utils";
import { Button } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { DonateButton } from "./donation-dialog";

export const AUTO_ADVANCE_MS = 5000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the visitor asked the system for less motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return React.useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const controlClasses =
  "inline-flex items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-sm transition-colors hover:bg-black/75";

export function HeroCarousel({ slides }: { slides: HomeSlide[] }) {
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = React.useState(0);
  const [userPaused, setUserPaused] = React.useState(false);
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const slidesId = React.useId();

  const rotates = count > 1 && !reducedMotion && !userPaused;
  const running = rotates && !hovered && !focused;

  React.useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  const goTo = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="À la une"
      className="on-dark relative isolate h-[340px] overflow-hidden bg-primary sm:h-[420px] lg:h-[500px]"
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Only when focus comes in from outside: moving between the controls keeps the state.
        const from = event.relatedTarget;
        if (!(from instanceof Node && event.currentTarget.contains(from))) setFocused(true);
      }}
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (!(to instanceof Node && event.currentTarget.contains(to))) setFocused(false);
      }}
    >
      <div id={slidesId} aria-live={running ? "off" : "polite"} className="absolute inset-0">
        {slides.map((slide, i) => {
          const active = i === current;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${i + 1} sur ${count}`}
              className={cn(
                "absolute inset-0 transition-[opacity,visibility] duration-700",
                active ? "visible opacity-100" : "invisible opacity-0",
              )}
            >
              <ResponsiveImage
                src={slide.image}
                alt=""
                sizes="100vw"
                width={1600}
                height={900}
                priority={i === 0}
                className="absolute inset-0 -z-10 h-full w-full object-cover"
              />
              <div
                aria-hidden="true"
                className="absolute inset-0 -z-10 bg-linear-to-r from-black/80 via-black/65 to-black/40"
              />
              <div className="mx-auto flex h-full max-w-7xl items-center px-4 pb-14 sm:px-6 lg:px-16">
                <div className="max-w-2xl text-white">
                  <h2 className="text-3xl font-bold drop-shadow sm:text-4xl lg:text-5xl">
                    {slide.title}
                  </h2>
                  {slide.subtitle ? (
                    <p className="mt-3 text-base text-white sm:mt-4 sm:text-lg">{slide.subtitle}</p>
                  ) : null}
                  <div className="mt-6">
                    <SlideAction slide={slide} />
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-3 z-10 mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 sm:bottom-4 sm:px-6 lg:px-16">
          {!reducedMotion ? (
            <button
              type="button"
              aria-controls={slidesId}
              aria-label={
                userPaused
                  ? "Reprendre le défilement automatique"
                  : "Mettre en pause le défilement automatique"
              }
              className={cn(controlClasses, "size-10")}
              onClick={() => {
                setUserPaused((paused) => !paused);
                // An explicit "play" wins over the focus pause.
                setFocused(false);
              }}
            >
              {userPaused ? (
                <Play aria-hidden="true" className="size-5" />
              ) : (
                <Pause aria-hidden="true" className="size-5" />
              )}
            </button>
          ) : null}
          <button
            type="button"
            aria-controls={slidesId}
            aria-label="Diapositive précédente"
            className={cn(controlClasses, "size-10")}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex items-center gap-1 rounded-full bg-black/55 px-2 py-1 backdrop-blur-sm">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-controls={slidesId}
                aria-label={`Aller à la diapositive ${i + 1}`}
                aria-current={i === current ? "true" : undefined}
                className="group inline-flex size-8 items-center justify-center rounded-full"
                onClick={() => goTo(i)}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "block rounded-full border border-white transition-all",
                    i === current
                      ? "h-3 w-6 bg-gold-light"
                      : "size-3 bg-transparent group-hover:bg-white/60",
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-controls={slidesId}
            aria-label="Diapositive suivante"
            className={cn(controlClasses, "size-10")}
            onClick={() => goTo(current + 1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

function SlideAction({ slide }: { slide: HomeSlide }) {
  if (slide.action === "donate") {
    return (
      <DonateButton size="lg" icon>
        {slide.buttonText || "Faire un don"}
      </DonateButton>
    );
  }
  if (!slide.buttonLink || !slide.buttonText) return null;
  return (
    <Button asChild size="lg" variant="gold">
      <Link to={slide.buttonLink}>{slide.buttonText}</Link>
    </Button>
  );
}
