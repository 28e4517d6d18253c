import { pathTo } from '../../../lib/routing';

/**
 * The wizard of an application (spec competition-approval.md §2 "Wizard flow") as data: its steps
 * in order, each with the route of the editing and of the read-only ("show…") mode. Every
 * next/back target the step buttons use is derived from this one table.
 */
export const wizardSteps = [
  { key: 'base', edit: 'editcompetitionapproval', show: 'showcompetitionapproval' },
  { key: 'category', edit: 'categoryArt', show: 'showcategoryArt' },
  { key: 'events', edit: 'eventClasses', show: 'showeventClasses' },
  { key: 'matrix', edit: 'eventClassesMatrix', show: 'showeventClassesMatrix' },
  { key: 'attachments', edit: 'compApprovalAttachments', show: 'showcompApprovalAttachments' },
  // Browsing read-only ends on the status page; editing ends on the request for approval.
  { key: 'request', edit: 'compApprovalEventRequest', show: 'compApprovalDetailView' },
] as const;

export type WizardStepKey = (typeof wizardSteps)[number]['key'];

export const LIST_ROUTE = 'competitionapproval';
export const NEW_ROUTE = 'newcompetitionapproval';
/** Attachments alone (from the list's "add file"): no steps around them. */
export const ATTACHMENTS_ONLY_ROUTE = 'compApprovalAttachmentsOnly';
/** Attachments after the event (results, live results): between the finisher detail view and the finisher numbers. */
export const FINISHER_ATTACHMENTS_ROUTE = 'compFinisherAttachments';

/** A route a wizard button leads to: its name and whether it needs the application's id. */
export interface WizardTarget {
  name: string;
  withId: boolean;
}

/** View-mode routes are the ones whose name starts with `show` (spec §2): read-only. */
export const isShowRoute = (routeName: string) => routeName.startsWith('show');

/** The index of the wizard step a route belongs to, or -1 for routes outside the wizard. */
export function stepIndexOf(routeName: string): number {
  if (routeName === NEW_ROUTE) return 0;
  return wizardSteps.findIndex((s) => s.edit === routeName || s.show === routeName);
}

/** Whether the route shows the step bar (the attachment-only and finisher routes do not). */
export const hasStepper = (routeName: string) => stepIndexOf(routeName) >= 0;

const modeOf = (routeName: string): 'edit' | 'show' => (isShowRoute(routeName) ? 'show' : 'edit');

/** The route of step `index` in the mode of `routeName`. */
export function stepRoute(index: number, routeName: string): WizardTarget {
  return { name: wizardSteps[index][modeOf(routeName)], withId: true };
}

/** Where "next" (and "save and next") leads from a route. */
export function nextTarget(routeName: string): WizardTarget | null {
  if (routeName === FINISHER_ATTACHMENTS_ROUTE) return { name: 'compApprovalFinisher', withId: true };
  if (routeName === ATTACHMENTS_ONLY_ROUTE) return null;
  const index = stepIndexOf(routeName);
  if (index < 0 || index >= wizardSteps.length - 1) return null;
  return stepRoute(index + 1, routeName);
}

/** Where "back" leads from a route: the step before, or the list from the first step. */
export function backTarget(routeName: string): WizardTarget {
  if (routeName === FINISHER_ATTACHMENTS_ROUTE) return { name: 'compFinisherDetailView', withId: true };
  const index = stepIndexOf(routeName);
  if (index <= 0) return { name: LIST_ROUTE, withId: false };
  return stepRoute(index - 1, routeName);
}

/** The path of a wizard target for application `id`. */
export function targetPath(target: WizardTarget, id: number | null): string {
  return target.withId && id !== null ? pathTo(target.name, { cGuid: id }) : pathTo(target.withId ? LIST_ROUTE : target.name);
}
