import type { ComponentProps, ReactNode } from "react";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import { cn } from "~/lib/utils";
import { EventMeta } from "./event-meta";
import { PlainText } from "./plain-text";

/**
 * The page of one event (/evenements/{slug}) or one meeting of the group (/sope-naby/{id}): the
 * title, the picture, a word on what became of it, its date and place, the ways on, then the
 * description.
 */
export function EventDetail({
  title,
  eyebrow,
  image,
  description,
  notice,
  date,
  actions,
  registration,
}: {
  title: string;
  eyebrow: string;
  image: string;
  /** Plain text typed in the back-office. */
  description: string;
  /** Cancelled, or already held (an EventNotice). */
  notice?: ReactNode;
  date: Omit<ComponentProps<typeof EventMeta>, "large">;
  actions: ReactNode;
  /** The registration section, when the event takes registrations. */
  registration?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} eyebrow={eyebrow} />
      <div className={`${pageContainer} grid gap-10 py-12 lg:grid-cols-[3fr_2fr]`}>
        <ShapedImage
          src={image}
          shape="wide"
          sizes="(min-width: 1024px) 720px, 100vw"
          priority
          className="rounded-xl shadow-sm"
        />
        <div className="flex flex-col gap-6">
          {notice}
          <section aria-labelledby="date-lieu" className="flex flex-col gap-3">
            <h2 id="date-lieu" className="text-xl font-bold text-primary">
              Date et lieu
            </h2>
            <EventMeta {...date} large />
          </section>
          {actions}
          {registration}
        </div>
        <section aria-labelledby="description" className="lg:col-span-2">
          <h2 id="description" className="mb-4 text-2xl font-bold text-primary">
            Description
          </h2>
          <PlainText text={description} className="max-w-3xl text-lg" />
        </section>
      </div>
    </>
  );
}

/** The line that says an event was cancelled or has taken place, after its badge if any. */
export function EventNotice({
  badge,
  className,
  children,
}: {
  badge?: ReactNode;
  /** Its colour. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-3 font-semibold", className)}>
      {badge}
      {children}
    </p>
  );
}
