/** The category list of the gallery forms (add, edit, import), in the order of categories.ts. */
import type * as React from "react";
import { fieldClasses } from "~/components/ui/input";
import { galleryCategories } from "~/domain/gallery/categories";
import { galleryCategoryKeys } from "~/domain/gallery/schema";
import { cn } from "~/lib/utils";

export function CategorySelect(props: React.ComponentProps<"select">) {
  return (
    <select className={cn(fieldClasses, "h-10")} {...props}>
      {galleryCategoryKeys.map((key) => (
        <option key={key} value={key}>
          {galleryCategories[key]}
        </option>
      ))}
    </select>
  );
}
