/**
 * The page an e-mailed single-use link opens (donor sign-in, newsletter confirmation). Opening it
 * spends nothing — mail scanners fetch links — so it shows one button whose POST uses the token
 * up; a used, expired or unknown link says so and offers a way to ask again.
 */
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { PageHeader, pageContainer } from "./page-header";

interface EmailedLinkPageProps {
  title: string;
  /** The live token, or null when the link cannot be used (then `refusal` is shown). */
  token: string | null;
  /** Said instead of the button once the token has done its work. */
  done?: string;
  prompt: string;
  submitLabel: string;
  refusal: string;
  /** A way to ask for a new link, under the refusal (none where there is nothing to ask). */
  retry?: { to: string; label: string };
}

export function EmailedLinkPage({
  title,
  token,
  done,
  prompt,
  submitLabel,
  refusal,
  retry,
}: EmailedLinkPageProps) {
  const navigation = useNavigation();
  return (
    <>
      <PageHeader title={title} />
      <div className={`${pageContainer} py-10 sm:py-14`}>
        <div className="mx-auto grid max-w-xl gap-5 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
          {done ? (
            <p role="status" className="text-lg font-medium text-primary">
              {done}
            </p>
          ) : token ? (
            <>
              <p>{prompt}</p>
              <Form method="post" replace>
                <input type="hidden" name="jeton" value={token} />
                <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
                  {submitLabel}
                </Button>
              </Form>
            </>
          ) : (
            <>
              <FormAlert message={refusal} />
              {retry ? (
                <div>
                  <Link to={retry.to} className={buttonVariants({ variant: "default" })}>
                    {retry.label}
                  </Link>
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
    </>
  );
}
