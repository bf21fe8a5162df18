// PLACEHOLDER: replaced by the real resource (issue 3).
export function loader() {
  return new Response("", { status: 404 });
}
