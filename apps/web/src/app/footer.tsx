import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';

/** The provider's legal pages (spec §2: privacy, terms, imprint), for visitors and federations without their own. */
export const providerLinks = {
  privacy: 'https://www.leichtathletik.de/datenschutz',
  terms: 'https://www.leichtathletik.de/agb',
  imprint: 'https://www.leichtathletik.de/impressum',
} as const;

/** The legal pages of the signed-in user's federation (its own where it has them), else the provider's. */
export function Footer() {
  const { t } = useTranslation();
  const { user } = useSession();
  const links = user?.footerLinks ?? providerLinks;
  return (
    <Box component="footer" sx={{ py: 2, px: 2, bgcolor: 'grey.200', mt: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: { xs: 1, sm: 3 }, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
      >
        <Stack component="nav" aria-label={t('app.legal')} direction="row" sx={{ gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Link href={links.privacy} color="text.primary">
            {t('app.privacy')}
          </Link>
          <Link href={links.terms} color="text.primary">
            {t('app.terms')}
          </Link>
          <Link href={links.imprint} color="text.primary">
            {t('app.imprint')}
          </Link>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('app.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Stack>
    </Box>
  );
}
