/**
 * Toast notifications (sonner), loaded on first use: sonner weighs 9 KB gzip, and a page only needs
 * it once something has to be announced.
 *
 * - `<Toaster … />` (in root.tsx, with sonner's own props) is where the toasts appear. It renders
 *   nothing until sonner has been loaded, then sonner's <Toaster> with those props.
 * - `notify.success(title, { description })`, `notify.error(…)`, `notify.message(…)` load sonner
 *   if needed, mount the Toaster, then show the toast.
 * - `preloadNotifications()` starts that early (when a form that will toast gets the focus, for
 *   instance), so the Toaster's live region is in the page before the first toast arrives.
 */
import * as React from "react";
import type { ExternalToast, ToasterProps } from "sonner";

type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "message";

/**
 * A live region added in the same update as its content is often not read by screen readers: the
 * first toast waits this long after the Toaster (its aria-live region) has been mounted.
 */
const LIVE_REGION_DELAY_MS = 150;

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();
let resolveMounted: () => void;
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
let mountedAt = 0;

/** Starts loading sonner and mounting the Toaster (idempotent; retried after a failure). */
export function preloadNotifications(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (lib) => {
      sonner = lib;
      for (const listener of listeners) listener();
      return lib;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

async function show(kind: Kind, title: string, options?: ExternalToast): Promise<void> {
  try {
    const { toast } = await preloadNotifications();
    await mounted;
    const wait = mountedAt + LIVE_REGION_DELAY_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    toast[kind](title, options);
  } catch {
    // Offline or a new deployment: no toast (the pages also show the outcome in their content).
  }
}

export const notify = {
  success: (title: string, options?: ExternalToast) => void show("success", title, options),
  error: (title: string, options?: ExternalToast) => void show("error", title, options),
  message: (title: string, options?: ExternalToast) => void show("message", title, options),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Where the toasts appear; takes sonner's <Toaster> props. Render it once, in the root layout. */
export function Toaster(props: ToasterProps) {
  const lib = React.useSyncExternalStore(
    subscribe,
    () => sonner,
    () => undefined,
  );
  return lib ? <LoadedToaster lib={lib} {...props} /> : null;
}

function LoadedToaster({ lib, ...props }: ToasterProps & { lib: Sonner }) {
  // Runs after sonner's own effects: its Toaster has subscribed to the toasts.
  React.useEffect(() => {
    mountedAt ||= Date.now();
    resolveMounted();
  }, []);
  return <lib.Toaster {...props} />;
}
