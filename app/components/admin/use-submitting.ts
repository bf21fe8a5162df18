import { useNavigation } from "react-router";

/** True while a form of the page is being sent. */
export function useSubmitting() {
  return useNavigation().state === "submitting";
}

/** True while the form being sent posts `intent`: its own button waits, the others do not. */
export function useSubmittingIntent(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
