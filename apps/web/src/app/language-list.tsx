import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { languages, type LanguageCode } from '@portal/domain';
import { storage, storageKeys } from '../lib/storage';
import { setLanguage } from '../lib/i18n';

/** The languages to choose from, opened by the language button (a chunk of its own: the first screen needs only the button). */
export function LanguageList({ id, anchor, current, onClose }: { id: string; anchor: HTMLElement | null; current: LanguageCode; onClose: () => void }) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((l) => (
        <MenuItem
          key={l.code}
          lang={l.code}
          selected={l.code === current}
          onClick={() => {
            setLanguage(l.code);
            // A language picked here outranks the account's own at the next sign-in.
            storage.set(storageKeys.languageChosen, '1');
            onClose();
          }}
        >
          {/* Each language in its own name, so a visitor finds theirs whatever is shown now (and before its catalogue is loaded). */}
          {l.nativeName}
        </MenuItem>
      ))}
    </Menu>
  );
}
