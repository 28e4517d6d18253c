import * as areas from './mail-areas';
import type { MessageOf } from './define-mail';

type AreaTemplate = (typeof areas)[keyof typeof areas][number];

/** Every mail template of the platform, from `mail-areas.ts` (a new area adds its line there). */
export const mailTemplateList: readonly AreaTemplate[] = Object.values(areas).flat();

/** Every mail the platform sends, with the parameters it needs. */
export type MailMessage = MessageOf<AreaTemplate>;
