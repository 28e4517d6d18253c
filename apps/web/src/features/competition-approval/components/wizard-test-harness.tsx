import type { ReactElement } from 'react';
import type { CompetitionApproval } from '@portal/domain';
import type { Session } from '../../../session/session';
import { link, renderPages, sampleApplication as baseApplication, testSession } from './approval-test-support';

/**
 * Test support for the wizard's pages, on the area's test support: the sample application is one
 * being edited (no national code yet, one event, its update link).
 */

export { link };

/** A complete application in state 0 with its update link; `over` replaces fields. */
export function sampleApplication(over: Partial<CompetitionApproval> = {}): CompetitionApproval {
  return baseApplication({
    nationalCode: null,
    contact_Phone: null,
    events: [
      { id: 1, definitionEventId: '10KM', longname: '10 km Straßenlauf', order: 1, courseLength: 10_000_000, measurement: 'm', enduranceEventType: 0, measurementProtocol: null, protocolAvailable: false },
    ],
    links: [link('update_comp'), link('new_attachment')],
    ...over,
  });
}

/** A signed-in organiser working in club 15 (the owner field is locked to it). */
export const organiserSession = (over: Partial<Session> = {}): Session => testSession(over);

/** Renders the wizard pages given by route name at `path` (see `renderPages`). */
export function renderWizard(path: string, pages: Record<string, ReactElement>, session: Session = organiserSession()) {
  return renderPages(path, pages, session);
}
