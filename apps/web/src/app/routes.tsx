import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingSpinner, RootLayout } from './app-layout';
import { routeMetas, type RouteName } from './route-config';

type Screen = () => Promise<ComponentType>;

/**
 * The screen of each route name, loaded when first visited so that the first page needs only its
 * own code; paths, parents and access lists live in route-config.
 */
const screens: Record<RouteName, Screen> = {
  dashboard: () => import('../features/auth/routes/dashboard-page').then((m) => m.DashboardPage),
  login: () => import('../features/auth/routes/login-page').then((m) => m.LoginPage),
  register: () => import('../features/auth/routes/register-page').then((m) => m.RegisterPage),
  confirm: () => import('../features/auth/routes/confirm-page').then((m) => m.ConfirmPage),
  forgotpassword: () => import('../features/auth/routes/forgot-password-page').then((m) => m.ForgotPasswordPage),
  resetpassword: () => import('../features/auth/routes/reset-password-page').then((m) => m.ResetPasswordPage),
  Redirector: () => import('../features/navigation/routes/redirector-page').then((m) => m.RedirectorPage),
  Verification: () => import('../features/account/routes/verification-page').then((m) => m.VerificationPage),
  license: () => import('../features/license/routes/license-page').then((m) => m.LicensePage),
  usermanagement: () => import('../features/user-management/routes/user-management-page').then((m) => m.UserManagementPage),
  newuserrole: () => import('../features/user-management/routes/new-user-role-page').then((m) => m.NewUserRolePage),
  rolerequests: () => import('../features/role-requests/routes/role-requests-page').then((m) => m.RoleRequestsPage),
  newrolerequest: () => import('../features/role-requests/routes/new-role-request-page').then((m) => m.NewRoleRequestPage),
  rejectrolerequest: () => import('../features/role-requests/routes/reject-role-request-page').then((m) => m.RejectRoleRequestPage),
};

/** All routes (spec §2) under the root layout; `/` and unknown paths go to the dashboard. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: LoadingSpinner,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      ...routeMetas.map(
        (meta) => ({ path: meta.path, handle: meta, lazy: async () => ({ Component: await screens[meta.name]() }) }) satisfies RouteObject,
      ),
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
