import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useCurrentError } from '../../lib/error-store';

export interface PageFrameProps {
  title: string;
  /** Content of the help menu next to the title: a text (shown as a paragraph), or richer content. */
  help?: ReactNode;
  /** Buttons under the content (Back, Create, …). */
  actions?: ReactNode;
  children: ReactNode;
}

const HelpPopover = lazy(() => import('./help-popover').then((m) => ({ default: m.HelpPopover })));

/** The frame of every screen (spec §2): title, optional help, the red alert with the current error, content, actions. */
export function PageFrame({ title, help, actions, children }: PageFrameProps) {
  const { t } = useTranslation();
  const error = useCurrentError();
  const [helpAnchor, setHelpAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the help stays mounted, so that it closes with its transition.
  const [helpOpened, setHelpOpened] = useState(false);
  const helpId = useId();
  const appTitle = t('app.title');
  useEffect(() => {
    document.title = `${title} – ${appTitle}`;
  }, [title, appTitle]);
  return (
    <Paper component="section" aria-labelledby={`${helpId}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id={`${helpId}-title`} variant="h5" component="h1" sx={{ flexGrow: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {help && (
          <>
            <IconButton
              aria-label={t('app.help')}
              aria-haspopup="dialog"
              aria-expanded={helpAnchor ? 'true' : undefined}
              aria-controls={helpAnchor ? helpId : undefined}
              onClick={(event) => {
                setHelpAnchor(event.currentTarget);
                setHelpOpened(true);
              }}
            >
              <HelpOutlineIcon />
            </IconButton>
            {helpOpened && (
              <Suspense fallback={null}>
                <HelpPopover id={helpId} anchor={helpAnchor} onClose={() => setHelpAnchor(null)}>
                  {typeof help === 'string' ? <Typography variant="body2">{help}</Typography> : help}
                </HelpPopover>
              </Suspense>
            )}
          </>
        )}
      </Stack>
      {error && (
        <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box>{children}</Box>
      {actions && (
        <Stack direction="row" sx={{ mt: 3, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {actions}
        </Stack>
      )}
    </Paper>
  );
}
