/**
 * A person's photo in the back-office lists and panels (board, committees), or the first letter
 * of the name when there is none. Decorative: the name is always written beside it.
 */
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/utils";

/** The first letter of a name, shown when a person has no photo. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase("fr-CA") ?? "?";
}

export function MemberAvatar({
  name,
  image,
  size = "small",
}: {
  name: string;
  image: string;
  size?: "small" | "large";
}) {
  const box = size === "large" ? "size-20 text-2xl" : "size-10";
  if (image && image !== "/placeholder.svg") {
    const pixels = size === "large" ? 80 : 40;
    return (
      <ResponsiveImage
        src={image}
        alt=""
        sizes={`${pixels}px`}
        width={pixels}
        height={pixels}
        className={cn(box, "rounded-full object-cover")}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        box,
        "inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground",
      )}
    >
      {initialOf(name)}
    </span>
  );
}
