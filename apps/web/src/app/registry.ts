import { registerRoutes, routeMeta, type WebFeature } from '../lib/routing';
import { authFeature } from '../features/auth/feature';
import { navigationFeature } from '../features/navigation/feature';
import { accountFeature } from '../features/account/feature';
import { licenseFeature } from '../features/licence/feature';
import { userManagementFeature } from '../features/user-roles/feature';
import { roleRequestsFeature } from '../features/role-requests/feature';
import { competitionApprovalFeature } from '../features/competition-approval/feature';
import { statisticsCompetitionsFeature } from '../features/statistics-competitions/feature';
import { resultsImportFeature } from '../features/results-import/feature';
import { statisticsBestListsFeature } from '../features/statistics-best-lists/feature';
import { statisticsPerformancesFeature } from '../features/statistics-performances/feature';
import { recordsFeature } from '../features/records/feature';
import { manualBestlistsFeature } from '../features/manual-bestlists/feature';
import { eventRegistrationFeature } from '../features/event-registration/feature';
import { invoiceSettingsFeature } from '../features/invoice-settings/feature';
import { apiKeysFeature } from '../features/api-keys/feature';
import { athletesFeature } from '../features/athletes/feature';

/**
 * Every feature of the web app; routes, route names and drawer entries come from here. A new area
 * adds its `feature.tsx` and one line. The order is the drawer's.
 */
export const webFeatures: readonly WebFeature[] = [authFeature, navigationFeature, userManagementFeature, invoiceSettingsFeature, roleRequestsFeature, competitionApprovalFeature, statisticsBestListsFeature, athletesFeature, statisticsPerformancesFeature, statisticsCompetitionsFeature, resultsImportFeature, apiKeysFeature, recordsFeature, manualBestlistsFeature, eventRegistrationFeature, licenseFeature, accountFeature];

export const featureRoutes = webFeatures.flatMap((f) => f.routes);
export const drawerItems = webFeatures.flatMap((f) => f.drawer ?? []);

registerRoutes(featureRoutes);

/**
 * The root rel a signed-in screen's area needs: that of the signed-in drawer entry opening the route
 * or its nearest parent (the steps of a wizard belong to their list's area). None for public screens
 * and those outside an area.
 */
export function areaRelOf(routeName: string | undefined): string | undefined {
  const seen = new Set<string>();
  for (let name = routeName; name && name !== 'dashboard' && !seen.has(name); name = routeMeta(name)?.parent) {
    seen.add(name);
    const entry = drawerItems.find((d) => d.route === name && d.rel && d.audience === 'signedIn');
    if (entry) return entry.rel;
  }
  return undefined;
}
