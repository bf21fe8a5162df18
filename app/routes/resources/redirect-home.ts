import { redirect } from "react-router";

// Spec public-site.md §2.1: /cart and /login replace the location with /.
export function loader() {
  return redirect("/");
}
