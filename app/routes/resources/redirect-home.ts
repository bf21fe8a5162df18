import { redirect } from "react-router";

// Spec public-site.md §2.1: /cart replaces the location with / (until the cart exists).
export function loader() {
  return redirect("/");
}
