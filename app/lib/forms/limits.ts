/**
 * Field limits a component needs without the schema: kept apart from rules.ts so that importing
 * one does not bring zod into a page that only sets an HTML `maxLength` (the newsletter block of
 * every public page's footer).
 */

/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
