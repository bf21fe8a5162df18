import { useEffect, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Form, Link, NavLink } from "react-router";
import { AdminMenu } from "~/components/admin/admin-menu";
import type { AdminNavItem } from "~/domain/admin/navigation";
import { roleLabels, type Role } from "~/domain/admin/roles";
import { notify } from "~/components/ui/toaster";
import { FormAlert } from "~/components/ui/field";

/** A toast carried over a redirect (server/flash.server.ts). */
export interface AdminToast {
  id: string;
  title: string;
  description?: string;
  type: "success" | "error";
}

export interface AdminUser {
  name: string;
  email: string;
  role: Role;
}

/**
 * The back-office frame: the areas the role may open (a sidebar from `lg` up, a menu button below),
 * signed-in user, sign-out.
 */
export function AdminFrame({
  user,
  navigation,
  toast,
  children,
}: {
  user: AdminUser;
  navigation: AdminNavItem[];
  toast?: AdminToast | null;
  children: ReactNode;
}) {
  useFlashToast(toast);
  const hydrated = useHydrated();
  return (
    <div className="min-h-screen bg-muted lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      {/* Below lg a top bar (name, links, menu button); from lg up the sidebar. */}
      <aside className="grid grid-cols-[1fr_auto] items-center bg-primary text-primary-foreground on-dark lg:block lg:min-h-screen">
        <div className="px-4 py-3 lg:px-5 lg:py-4">
          <Link to="/admin" className="block text-lg font-bold">
            Administration
          </Link>
          <Link to="/" className="text-sm underline underline-offset-4">
            Voir le site
          </Link>
        </div>
        {/* The menu button (below lg) and the list of screens. */}
        <AdminMenu navigation={navigation} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="flex flex-wrap items-center justify-end gap-x-4 gap-y-1 border-b border-border bg-card px-4 py-2 sm:px-6 sm:py-3">
          <p className="text-sm">
            <span className="font-medium">{user.name}</span>{" "}
            <span className="text-muted-foreground">({roleLabels[user.role]})</span>
          </p>
          {/* Every role: one's own password, sessions and two-step sign-in. */}
          <NavLink
            to="/admin/mon-compte"
            className="rounded-md px-3 py-1.5 text-sm font-medium underline-offset-4 hover:underline aria-[current=page]:underline"
          >
            Mon compte
          </NavLink>
          <Form method="post" action="/deconnexion">
            <button
              type="submit"
              className="rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-muted"
            >
              Se déconnecter
            </button>
          </Form>
        </header>
        <main id="contenu" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:py-8">
          {/* Without JavaScript the toast cannot appear: the outcome is written here instead. */}
          {toast && !hydrated ? (
            <p
              role="status"
              className="mb-6 rounded-md border border-border bg-card p-3 text-sm font-medium"
            >
              {toast.title}
              {toast.description ? ` — ${toast.description}` : null}
            </p>
          ) : null}
          {children}
        </main>
      </div>
    </div>
  );
}

/** Title and subtitle of a back-office screen. */
export function AdminPageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-8">
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}

const shownToasts = new Set<string>();

/** Shows a flash toast once, even if the loader data is rendered again. */
function useFlashToast(toast: AdminToast | null | undefined) {
  useEffect(() => {
    if (!toast || shownToasts.has(toast.id)) return;
    shownToasts.add(toast.id);
    const show = toast.type === "error" ? notify.error : notify.success;
    show(toast.title, toast.description ? { description: toast.description } : undefined);
  }, [toast]);
}

/** A titled card of a back-office screen: a section named by its h2. */
export function AdminPanel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6${className ? ` ${className}` : ""}`}
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-primary">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The messages of a screen above its content (bad page, record not found, refused delete…). */
export function AdminNotices({ messages }: { messages: readonly (string | null | undefined)[] }) {
  const shown = messages.filter((message): message is string => Boolean(message));
  if (shown.length === 0) return null;
  return (
    <div className="mb-6 grid gap-4">
      {shown.map((message) => (
        <FormAlert key={message} message={message} />
      ))}
    </div>
  );
}
