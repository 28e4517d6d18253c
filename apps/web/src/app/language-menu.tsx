import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { languages, normalizeCulture } from '@portal/domain';

const LanguageList = lazy(() => import('./language-list').then((m) => ({ default: m.LanguageList })));

/** Switches the interface language (de/en/nl); the choice is remembered on this device. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the list stays mounted, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const current = normalizeCulture(i18n.language);
  const languageName = t(`languageName.${languages.find((l) => l.code === current)?.id ?? 1}`);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        // The visible code is part of the name too (WCAG 2.5.3, label in name): "Sprache: Deutsch (DE)".
        aria-label={`${t('app.language')}: ${languageName} (${current.toUpperCase()})`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{ minWidth: 0 }}
      >
        {current.toUpperCase()}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageList id={menuId} anchor={anchor} current={current} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
