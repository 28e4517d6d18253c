import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { pathTo } from '../../../lib/routing';

/**
 * Shown when a later step cannot be saved because the application's base form is incomplete or
 * wrong (the update sends the whole application): the fix is on the base form, one click away.
 */
export function WizardBaseFormAlert({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {t('approvalWizard.baseFormInvalid')}{' '}
      <Link component={RouterLink} to={pathTo('editcompetitionapproval', { cGuid: id })}>
        {t('approvalWizard.toBaseForm')}
      </Link>
    </Alert>
  );
}
