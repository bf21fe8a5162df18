/**
 * The HTML constraints of a form, read from its zod schema so that a limit is written once (in
 * the schema) and the page's `required`, `maxLength`, `minLength`, `type` and `pattern` follow
 * it. Isomorphic: the server renders them, the browser's own validation is ours (see
 * use-schema-form.ts), so they mostly tell assistive technology and the keyboard what to type.
 *
 * Only the parts of zod the site's schemas use are read: objects, strings (length, e-mail and
 * pattern checks), enums, numbers, and the optional / default / nullable / pipe / transform
 * wrappers. A field the walk cannot read gets no constraint, never a wrong one.
 */

export interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  type?: "email";
  pattern?: string;
}

export type FormConstraints = Record<string, FieldConstraint>;

/** The part of a field's constraints a `<textarea>` takes (it has no type, pattern, min or max). */
export function textareaConstraint({ required, minLength, maxLength }: FieldConstraint) {
  return { required, minLength, maxLength };
}

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

/** Constraints of every field of an object schema (refinements around it are looked through). */
export function constraintsOf(schema: unknown): FormConstraints {
  const shape = objectShape(schema as ZodLike);
  const constraints: FormConstraints = {};
  for (const [name, field] of Object.entries(shape ?? {})) {
    const found: FieldConstraint = {};
    const required = readField(field as ZodLike, found);
    if (required) found.required = true;
    constraints[name] = found;
  }
  return constraints;
}

function objectShape(schema: ZodLike): Record<string, unknown> | null {
  const def = schema?._zod?.def;
  if (!def) return null;
  if (def.type === "object") return def.shape as Record<string, unknown>;
  if (def.type === "pipe") return objectShape(def.in as ZodLike);
  return null;
}

/** Collects `field`'s constraints into `into`; answers whether an empty value is refused. */
function readField(field: ZodLike, into: FieldConstraint): boolean {
  const def = field?._zod?.def;
  if (!def) return false;
  switch (def.type) {
    case "optional":
    case "default":
    case "prefault":
      readField(def.innerType as ZodLike, into);
      return false;
    case "nullable":
    case "readonly":
      return readField(def.innerType as ZodLike, into);
    case "pipe": {
      const required = readField(def.in as ZodLike, into);
      // What comes out of a transform is checked after the typed value: its limits apply too,
      // but only the input decides whether the field may stay empty.
      readField(def.out as ZodLike, into);
      return required;
    }
    case "string":
      if (def.format === "email") into.type = "email";
      return readChecks((def.checks as ZodLike[] | undefined) ?? [], into);
    case "number":
      readChecks((def.checks as ZodLike[] | undefined) ?? [], into);
      return true;
    case "enum":
    case "literal":
      return true;
    default:
      return false;
  }
}

function readChecks(checks: ZodLike[], into: FieldConstraint): boolean {
  let required = false;
  for (const check of checks) {
    const def = check._zod.def as unknown as CheckDef;
    if (def.check === "min_length" && def.minimum !== undefined) {
      if (def.minimum >= 1) required = true;
      if (def.minimum > 1) into.minLength = Math.max(into.minLength ?? 0, def.minimum);
    } else if (def.check === "max_length" && def.maximum !== undefined) {
      into.maxLength = Math.min(into.maxLength ?? Infinity, def.maximum);
    } else if (def.check === "greater_than" && typeof def.value === "number") {
      into.min = def.value;
    } else if (def.check === "less_than" && typeof def.value === "number") {
      into.max = def.value;
    } else if (def.check === "string_format") {
      if (def.format === "email") into.type = "email";
      if (def.format === "regex" && def.pattern && !into.pattern) {
        const pattern = htmlPattern(def.pattern);
        if (pattern) into.pattern = pattern;
      }
    }
  }
  return required;
}

/**
 * The regex as an HTML `pattern`, which browsers compile with the `v` flag and anchor
 * themselves: a source that `v` refuses (e.g. an unescaped `(` in a class) or that uses flags
 * is left out rather than making the browser log an invalid pattern.
 */
function htmlPattern(regex: RegExp): string | null {
  if (regex.flags.replace("u", "") !== "") return null;
  const source = regex.source.replace(/^\^/, "").replace(/\$$/, "");
  try {
    new RegExp(`^(?:${source})$`, "v");
    return source;
  } catch {
    return null;
  }
}
