import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useSession } from '../session/session';

// MUI's Select (with its Menu) only for users who work in organisations: out of a visitor's first load.
const OrganizationSelect = lazy(() => import('./organization-select').then((m) => ({ default: m.OrganizationSelect })));

/** The organisation select where the user has organisations; while its chunk loads, a space of its size. */
export function OrganizationSelectSlot({ onDark = false }: { onDark?: boolean }) {
  const { organizations, organizationId } = useSession();
  if (organizations.length === 0 || organizationId === null) return null;
  return (
    <Suspense fallback={<Box sx={onDark ? { minWidth: 200, height: 40 } : { width: '100%', height: 40 }} />}>
      <OrganizationSelect onDark={onDark} />
    </Suspense>
  );
}
