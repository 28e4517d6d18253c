import { z } from 'zod';

/** A text of a mail's message (a name, a reason), as the queue takes it. */
export const mailText = z.string().max(2000);
/** A link of a mail. */
export const mailLink = z.string().max(2000);

/** What every mail's message carries: its template's name and the link the mail is about. */
export type MailSchema = z.ZodObject<{ template: z.ZodLiteral<string>; link: z.ZodString }>;

/** Catalogue text in the recipient's language (`translate` from `@portal/domain`), with `{{param}}` filled in. */
export type MailTranslate = (key: string, params?: Record<string, string>) => string;

/** A paragraph, or a further link, after the mail's link. */
export type MailTailItem = string | { href: string };

/** What a template writes; the frame adds greeting, the link, the tail and the signature. */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  /** Paragraphs and further links after the mail's link. */
  tail?: MailTailItem[];
}

/**
 * One mail of an area: the schema of its message (the queue checks every payload against it) and
 * its text. `render` gets the message with its `date` (if any) already written in the recipient's
 * language and its `role` (if any) as the role's name in that language.
 */
export interface MailTemplate<S extends MailSchema = MailSchema> {
  readonly schema: S;
  render: (message: z.output<S>, tr: MailTranslate) => MailContent;
}

/** The message type of a template. */
export type MessageOf<T> = T extends MailTemplate<infer S> ? z.output<S> : never;

/** The template's name, from its schema. */
export const templateName = (template: MailTemplate): string => template.schema.shape.template.value;

/** A template for the messages its schema describes; list it in `mail/mail-templates.registry.ts`. */
export const defineMail = <S extends MailSchema>(template: MailTemplate<S>): MailTemplate<S> => template;
