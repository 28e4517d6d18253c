import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../../lib/router';
import { useRouteMeta } from '../../../lib/navigation';
import { linkOf } from '../../../lib/links';
import { approvalQueryOptions } from '../api/approval-queries';
import { isShowRoute } from './wizard-steps';

/** The id in the route (`cGuid`), or null when it is absent or no valid id. */
export function useApplicationId(): number | null {
  const { cGuid } = useParams();
  const id = Number(cGuid);
  return cGuid && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * What every wizard step needs: the route it is shown on, the application with its links, and
 * whether it is read-only — on a `show…` route, and also on an edit route when the server offers
 * no `update_comp` link (the application cannot be saved now, e.g. after cancellation).
 */
export function useWizardApplication() {
  const routeName = useRouteMeta()?.name ?? '';
  const id = useApplicationId();
  const query = useQuery(approvalQueryOptions(id));
  const application = query.data ?? null;
  const updateLink = linkOf(application, 'update_comp');
  const showRoute = isShowRoute(routeName);
  return {
    routeName,
    id,
    application,
    loading: id !== null && query.isLoading,
    /** The id is no application (or the call failed): the page says so instead of a form. */
    missing: id === null || (!query.isLoading && !application),
    updateLink,
    showRoute,
    readOnly: showRoute || !updateLink,
  };
}
