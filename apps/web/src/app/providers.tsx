import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeCulture } from '@portal/domain';
import { ApiError } from '../lib/api-client';
import { buildTheme } from './theme';

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

/** Theme (in the interface language), baseline styles, query cache and the German date pickers. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const { i18n } = useTranslation();
  const language = normalizeCulture(i18n.language);
  const theme = useMemo(() => buildTheme(language), [language]);
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
        {/* Spec §9: the date picker locale is German whatever the interface language. */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
          {children}
        </LocalizationProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
