import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser';
import { startPortal } from './portal';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder that a first start of the portal migrated and filled with the demo data. */
    portalTemplate: string | undefined;
  }
}

/**
 * Starts the portal once on an empty data folder and stops it: every file's portal starts on a copy
 * (migrating and seeding took 3 of a first start's 5 seconds, twelve times).
 */
export default async function setup(project: TestProject) {
  // Without a browser the journeys skip (browserAvailable): no portal is needed.
  if (!fs.existsSync(chromiumPath)) {
    project.provide('portalTemplate', undefined);
    return;
  }
  const portal = await startPortal();
  const template = fs.mkdtempSync(`${portal.dataDir}-template-`);
  await portal.stop({ keepDataIn: template });
  project.provide('portalTemplate', template);
  return () => fs.rmSync(template, { recursive: true, force: true });
}
