/**
 * An on/off setting of Paramètres: its label and what it does on the left, a switch (a styled
 * checkbox, posted as "on" when ticked and not at all otherwise) on the right.
 */
const SWITCH =
  "relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-input bg-white transition-colors checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-input before:transition-transform checked:before:translate-x-5 checked:before:bg-white";

export function SwitchField({
  id,
  name,
  label,
  hint,
  defaultChecked,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  defaultChecked: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-aide`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-aide`}
        className={SWITCH}
      />
    </div>
  );
}
