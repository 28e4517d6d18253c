import type { Feature } from './api/define-route';
import { accountFeature } from './account/account.routes';
import { usersFeature } from './users/users.routes';
import { organizationsFeature } from './organizations/organizations.routes';
import { roleRequestsFeature } from './role-requests/role-requests.routes';
import { userRolesFeature } from './user-roles/user-roles.routes';
import { licenceFeature } from './licence/licence.routes';
import { competitionApprovalFeature } from './competition-approval/approval.routes';
import { publicCalendarFeature } from './competition-approval/public-calendar.routes';

/** Every feature of the API, in the order of the root catalogue. A new area adds its line here. */
export const features: Feature[] = [accountFeature, organizationsFeature, usersFeature, roleRequestsFeature, userRolesFeature, licenceFeature, competitionApprovalFeature, publicCalendarFeature];
