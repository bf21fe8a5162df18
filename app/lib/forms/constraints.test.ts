import { describe, expect, it } from "vitest";
import { z } from "zod";
import { staffSchema } from "~/domain/staff/schema";
import { constraintsOf } from "./constraints";
import { isoDay, optionalEmail, optionalPhone, requiredEmail, requiredText } from "./rules";

describe("constraintsOf", () => {
  it("reads the page's constraints from the schema, so a limit is written once", () => {
    expect(constraintsOf(staffSchema)).toMatchObject({
      name: { required: true, maxLength: 200 },
      department: { required: true },
      email: { type: "email", maxLength: 254 },
      bio: { maxLength: 5000 },
      hireDate: { required: true },
    });
    expect(constraintsOf(staffSchema).email.required).toBeUndefined();
    expect(constraintsOf(staffSchema).bio.required).toBeUndefined();
  });

  it("gives a required e-mail its type and length, a phone its pattern", () => {
    const schema = z.object({ email: requiredEmail(), phone: optionalPhone() });
    const constraints = constraintsOf(schema);
    expect(constraints.email).toEqual({ required: true, maxLength: 254, type: "email" });
    expect(constraints.phone.required).toBeUndefined();
    // The phone rule's class has an unescaped "(": browsers compile patterns with the v flag,
    // which refuses it, so no pattern is better than one the browser logs as invalid.
    expect(constraints.phone.pattern).toBeUndefined();
  });

  it("keeps a pattern the browser can compile, and reads through refinements and pipes", () => {
    const schema = z
      .object({
        code: requiredText(10).regex(/^[A-Z]{3}$/, "Trois lettres."),
        day: isoDay(),
        contact: optionalEmail(),
        amount: z.number().min(1).max(100000),
      })
      .refine(() => true);
    const constraints = constraintsOf(schema);
    expect(constraints.code).toEqual({ required: true, maxLength: 10, pattern: "[A-Z]{3}" });
    expect(constraints.day.pattern).toBe("\\d{4}-\\d{2}-\\d{2}");
    expect(constraints.contact).toEqual({ type: "email", maxLength: 254 });
    expect(constraints.amount).toMatchObject({ required: true, min: 1, max: 100000 });
  });

  it("answers nothing for what it cannot read rather than a wrong constraint", () => {
    expect(constraintsOf(z.string())).toEqual({});
    expect(constraintsOf(z.object({ file: z.any() }))).toEqual({ file: {} });
  });
});
