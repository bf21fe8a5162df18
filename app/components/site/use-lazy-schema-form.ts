/**
 * The lazy schema's wait now lives in useSchemaForm (components/forms/use-schema-form.ts), the one
 * form hook. This name stays only while routes/auth/login.tsx and two-step.tsx import it; delete
 * it once they import useSchemaForm.
 */
export { useSchemaForm as useLazySchemaForm } from "~/components/forms/use-schema-form";
