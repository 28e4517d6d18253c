import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { PageFrame } from '../../../components/layout/page-frame';
import { pathTo } from '../../../lib/routing';
import { publicManualListsQueryOptions } from '../api/public-manual-queries';
import { environmentText, yearText } from '../components/list-labels';
import { PageLoading } from '../../../components/ui/page-loading';
import { isLoading } from '../../../lib/query-state';

/** /public/manualbestlists, open to everyone: the federations' manual best lists (all-time and historical lists). */
export function PublicManualBestlistsPage() {
  const { t } = useTranslation();
  const groups = useQuery(publicManualListsQueryOptions());
  return (
    <PageFrame title={t('manualBestlists.public.overviewTitle')} help={t('manualBestlists.public.overviewHelp')}>
      {isLoading(groups) && <PageLoading />}
      {groups.data?.length === 0 && <Alert severity="info">{t('manualBestlists.public.none')}</Alert>}
      {groups.data?.map((group) => (
        <section key={group.masterOrganizationId} aria-labelledby={`manual-federation-${group.masterOrganizationId}`}>
          <Typography id={`manual-federation-${group.masterOrganizationId}`} variant="h6" component="h2" sx={{ mt: 2 }}>
            {group.masterOrganizationName}
          </Typography>
          <List dense>
            {group.lists.map((list) => (
              <ListItem key={list.id} disablePadding>
                <ListItemButton component={RouterLink} to={pathTo('publicmanualbestlist', { id: list.id })}>
                  <ListItemText
                    primary={list.name}
                    secondary={t('manualBestlists.public.facts', { class: list.className, year: yearText(t, list.year), environment: environmentText(t, list.eventEnvironment) })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </section>
      ))}
    </PageFrame>
  );
}
