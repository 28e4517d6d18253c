import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { normalizeCulture } from '@portal/domain';
import { ApiError } from '../lib/api-client';
import { buildTheme } from '../components/theme';

/** Client errors (4xx) are answers, not hiccups: they are not retried; a lost connection is retried once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

const queryClient = createQueryClient();

/**
 * Theme (in the interface language), baseline styles and the query cache. The date pickers' provider
 * is not here: it belongs to the screens with pickers, so the first load does not carry them.
 */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const { i18n } = useTranslation();
  const language = normalizeCulture(i18n.language);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => buildTheme(language, reducedMotion), [language, reducedMotion]);
  // Server answers carry texts in the request's culture: fetch them again in the new language.
  useEffect(() => {
    const onChange = () => void client.invalidateQueries();
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, client]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        {children}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
