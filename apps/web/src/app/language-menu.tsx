import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, normalizeCulture } from '@portal/domain';
import { storage, storageKeys } from '../lib/storage';
import { setLanguage } from '../lib/i18n';

// MUI's Menu is not needed before the button is pressed: out of the first load.
const LanguageMenuList = lazy(() => import('./language-menu-list').then((m) => ({ default: m.LanguageMenuList })));

/** Switches the interface language (de/en/nl); the choice is remembered on this device. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first click on, so that it also fades out when closed.
  const [asked, setAsked] = useState(false);
  const menuId = useId();
  const current = normalizeCulture(i18n.language);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        // The visible code is part of the name too (WCAG 2.5.3, label in name): "Sprache: Deutsch (DE)".
        aria-label={`${t('app.language')}: ${t(`languageName.${languages.find((l) => l.code === current)?.id ?? 1}`)} (${current.toUpperCase()})`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAsked(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 0 }}
      >
        {current.toUpperCase()}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <LanguageMenuList
            id={menuId}
            anchor={anchor}
            current={current}
            onClose={() => setAnchor(null)}
            onPick={(code) => {
              setLanguage(code);
              // A language picked here outranks the account's own at the next sign-in.
              storage.set(storageKeys.languageChosen, '1');
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
