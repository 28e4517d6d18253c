import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, normalizeCulture } from '@portal/domain';
import { storage, storageKeys } from '../lib/storage';
import { setLanguage } from '../lib/i18n';

/** Switches the interface language (de/en/nl); the choice is remembered on this device. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        {current.toUpperCase()}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((l) => (
          <MenuItem
            key={l.code}
            lang={l.code}
            selected={l.code === current}
            onClick={() => {
              setLanguage(l.code);
              // A language picked here outranks the account's own at the next sign-in.
              storage.set(storageKeys.languageChosen, '1');
              setAnchor(null);
            }}
          >
            {/* Each language in its own name, so a visitor finds theirs whatever is shown now (and before its catalogue is loaded). */}
            {l.nativeName}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
