import { useNavigation } from "react-router";

/** True while a form of the page is being sent. */
export function useSubmitting() {
  return useNavigation().state === "submitting";
}
