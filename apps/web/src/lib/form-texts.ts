import { loadScreenTexts } from './i18n';

// The forms' messages (`validation.*`, a namespace of their own) come with the code that shows them:
// a module naming one imports this one, which asks for them as it is loaded, and a screen loaded on
// demand renders once they are here (`textsArrived`; app/texts.test.ts checks the imports). A
// screen without a form, the dashboard first, does without them.
void loadScreenTexts(['validation']).catch(() => undefined);
