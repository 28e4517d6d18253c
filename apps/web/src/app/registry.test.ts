import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '@portal/domain';
import { namespaces as de } from '@portal/domain/i18n/de';
import { namespaces as en } from '@portal/domain/i18n/en';
import { namespaces as nl } from '@portal/domain/i18n/nl';
import { drawerItems, webFeatures } from './registry';

describe('the registry of the web app', () => {
  it('has the feature of every area folder, each once', () => {
    const features = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../features');
    const folders = fs.readdirSync(features).filter((f) => fs.existsSync(path.join(features, f, 'feature.tsx')));
    expect(folders.length).toBe(fs.readdirSync(features).length);
    expect(webFeatures.map((f) => f.name).sort()).toHaveLength(folders.length);
    expect(new Set(webFeatures.map((f) => f.name)).size).toBe(webFeatures.length);
  });

  it('lists the drawer entries by their positions, in the drawer’s order', () => {
    expect(new Set(drawerItems.map((d) => d.position)).size).toBe(drawerItems.length);
    // These entries in this order; a new area's entry may stand anywhere between them.
    const order = [
      'login',
      'register',
      'users',
      'invoiceSettings',
      'roleRequests',
      'competitionApproval',
      'publicCalendar',
      'statisticsBestLists',
      'publicBestLists',
      'publicAthletes',
      'athleteCare',
      'statisticsPerformances',
      'statisticsCompetitions',
      'resultsImport',
      'apiKeys',
      'recordSets',
      'publicRecords',
      'manualBestLists',
      'publicManualBestLists',
      'eventRegistration',
      'publicEvents',
      'license',
      'verification',
    ];
    expect(drawerItems.map((d) => d.key).filter((key) => order.includes(key))).toEqual(order);
  });

  // The drawer shows before any area's texts have loaded: its labels must be the frame's own texts.
  // A key of an area would type-check (every namespace is a fallback) and show as a bare key.
  it.each([
    ['de', de],
    ['en', en],
    ['nl', nl],
  ] as const)('labels the drawer with the frame’s texts in %s', (_, namespaces) => {
    const frame = new Set(catalogueKeys(namespaces.platform));
    const keys = drawerItems.flatMap((d) => [d.label, ...(d.group ? [d.group] : [])]);
    expect(keys.filter((key) => !frame.has(key))).toEqual([]);
  });
});
