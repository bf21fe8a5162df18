/** Tabs on Radix Tabs (arrow keys move between tabs, roles tablist/tab/tabpanel). */
import * as TabsPrimitive from "radix-ui/tabs";
import { slotted } from "./slotted";

export const Tabs = slotted(TabsPrimitive.Root, "tabs", "flex flex-col gap-4");

export const TabsList = slotted(
  TabsPrimitive.List,
  "tabs-list",
  "inline-flex w-fit flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground",
);

export const TabsTrigger = slotted(
  TabsPrimitive.Trigger,
  "tabs-trigger",
  "inline-flex min-h-9 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-white data-[state=active]:text-primary data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0",
);

export const TabsContent = slotted(TabsPrimitive.Content, "tabs-content", "flex-1");
