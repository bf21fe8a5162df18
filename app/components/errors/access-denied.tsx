/**
 * The back-office's 403, inside its frame: the screen is not open to the signed-in role
 * (`requireUser(request, area)`), and here is what that role can open instead.
 */
import { Link } from "react-router";
import type { AdminNavItem } from "~/domain/admin/navigation";
import { roleLabels, type Role } from "~/domain/admin/roles";

/** Open to every role (area "account"), reached from the header rather than the sidebar. */
const OWN_ACCOUNT = { href: "/admin/mon-compte", label: "Mon compte" };

export function AccessDenied({
  role,
  screens,
}: {
  role: Role;
  /** The sidebar of the role (domain/admin/navigation.ts: navigationFor). */
  screens: readonly Pick<AdminNavItem, "href" | "label">[];
}) {
  const links = [...screens, OWN_ACCOUNT];
  return (
    <section aria-labelledby="acces-refuse" className="mx-auto max-w-2xl py-8">
      <title>Accès refusé — Administration</title>
      <p className="text-5xl font-bold text-primary" aria-hidden="true">
        403
      </p>
      <h1 id="acces-refuse" className="mt-2 text-2xl font-bold text-primary sm:text-3xl">
        Accès refusé
      </h1>
      <p className="mt-4">
        {`Votre rôle (${roleLabels[role]}) ne permet pas d'ouvrir cette page.`} Si vous en avez
        besoin, demandez-le à un administrateur.
      </p>
      <h2 className="mt-8 text-lg font-semibold">Les écrans que vous pouvez ouvrir</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {links.map((screen) => (
          <li key={screen.href}>
            <Link
              to={screen.href}
              className="block rounded-md border border-border bg-card px-4 py-3 font-medium text-primary underline-offset-4 hover:underline"
            >
              {screen.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
