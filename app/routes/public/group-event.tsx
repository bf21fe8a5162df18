// PLACEHOLDER: replaced by the page's real module (issue 3).
export default function Placeholder() {
  return null;
}
