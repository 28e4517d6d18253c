import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { VerificationPage } from '../features/account/routes/verification-page';
import { ConfirmPage } from '../features/auth/routes/confirm-page';
import { ForgotPasswordPage } from '../features/auth/routes/forgot-password-page';
import { LoginPage } from '../features/auth/routes/login-page';
import { RegisterPage } from '../features/auth/routes/register-page';
import { ResetPasswordPage } from '../features/auth/routes/reset-password-page';
import { DashboardPage } from '../features/auth/routes/dashboard-page';
import { LicensePage } from '../features/license/routes/license-page';
import { RedirectorPage } from '../features/navigation/routes/redirector-page';
import { NewRoleRequestPage } from '../features/role-requests/routes/new-role-request-page';
import { RejectRoleRequestPage } from '../features/role-requests/routes/reject-role-request-page';
import { RoleRequestsPage } from '../features/role-requests/routes/role-requests-page';
import { NewUserRolePage } from '../features/user-management/routes/new-user-role-page';
import { UserManagementPage } from '../features/user-management/routes/user-management-page';
import { RootLayout } from './app-layout';
import { routeMetas, type RouteName } from './route-config';

/** The screen of each route name; paths, parents and access lists live in route-config. */
const screens: Record<RouteName, ComponentType> = {
  dashboard: DashboardPage,
  login: LoginPage,
  register: RegisterPage,
  confirm: ConfirmPage,
  forgotpassword: ForgotPasswordPage,
  resetpassword: ResetPasswordPage,
  Redirector: RedirectorPage,
  Verification: VerificationPage,
  license: LicensePage,
  usermanagement: UserManagementPage,
  newuserrole: NewUserRolePage,
  rolerequests: RoleRequestsPage,
  newrolerequest: NewRoleRequestPage,
  rejectrolerequest: RejectRoleRequestPage,
};

/** All routes (spec §2) under the root layout; `/` and unknown paths go to the dashboard. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      ...routeMetas.map((meta) => {
        const Screen = screens[meta.name];
        return { path: meta.path, handle: meta, element: <Screen /> } satisfies RouteObject;
      }),
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
