/**
 * The thank-you state of a public form whose answer replaces it (a donation promise, an order):
 * a heading that takes the keyboard, since the form the visitor was in is gone, then what was
 * recorded as a list of details (`ThankYouDetails`) and what to do next.
 */
import * as React from "react";
import { CircleCheck } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

export function ThankYouPanel({
  id,
  title,
  className,
  children,
}: {
  /** Id of the heading, which names the section. */
  id: string;
  title: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "grid gap-5 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8",
        className,
      )}
    >
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-3 text-2xl font-bold text-primary outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-7 shrink-0" />
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface ThankYouDetail {
  label: string;
  value: React.ReactNode;
  /** Classes of the value (a reference in monospace, a total in bold…). */
  className?: string;
}

/** What was recorded, label beside value on a wide screen; a detail without value is left out. */
export function ThankYouDetails({ details }: { details: readonly (ThankYouDetail | null)[] }) {
  return (
    <dl className="grid gap-3 rounded-lg border border-border bg-muted p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      {details.map((detail) =>
        detail ? (
          <React.Fragment key={detail.label}>
            <dt className="font-medium text-muted-foreground">{detail.label}</dt>
            <dd className={detail.className}>{detail.value}</dd>
          </React.Fragment>
        ) : null,
      )}
    </dl>
  );
}

/** The foundation's Interac address as a mail link, among the details. */
export function InteracAddress({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="prose-link font-semibold break-all">
      {email}
    </a>
  );
}
