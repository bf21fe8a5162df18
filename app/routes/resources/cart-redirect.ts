import { redirect } from "react-router";

// Spec public-site.md §2.1: the cart icon points to /cart; the cart lives at /panier.
export function loader() {
  return redirect("/panier", 301);
}
