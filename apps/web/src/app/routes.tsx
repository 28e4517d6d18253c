import { createBrowserRouter, Navigate, type RouteObject } from '../lib/router';
import { pathTo } from '../lib/routing';
import { LoadingSpinner, RootLayout } from './app-layout';
import { loadScreenTexts, textsArrived } from '../lib/i18n';
import { webFeatures } from './registry';

/**
 * Every feature's routes under the root layout; each screen loads when first visited, so the first
 * page needs only its own code. `/` and unknown paths go to the dashboard.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: LoadingSpinner,
    children: [
      { index: true, element: <Navigate to={pathTo('dashboard')} replace /> },
      ...webFeatures.flatMap(({ routes, texts }) =>
        routes.map(
          ({ screen, ...meta }) =>
            ({
              path: meta.path,
              handle: meta,
              // The screen's texts come beside its code, so that neither waits for the other; then
              // those its code asked for as it loaded (the forms' messages).
              lazy: async () => {
                const [Component] = await Promise.all([screen(), loadScreenTexts(texts)]);
                await textsArrived();
                return { Component };
              },
            }) satisfies RouteObject,
        ),
      ),
      { path: '*', element: <Navigate to={pathTo('dashboard')} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
