import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { languages, type LanguageCode } from '@portal/domain';

/** The languages to pick from; a chunk of its own, loaded at the first click on the language button. */
export function LanguageMenuList({ id, anchor, current, onPick, onClose }: { id: string; anchor: HTMLElement | null; current: LanguageCode; onPick: (code: LanguageCode) => void; onClose: () => void }) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((l) => (
        <MenuItem key={l.code} lang={l.code} selected={l.code === current} onClick={() => onPick(l.code)}>
          {/* Each language in its own name, so a visitor finds theirs whatever is shown now (and before its catalogue is loaded). */}
          {l.nativeName}
        </MenuItem>
      ))}
    </Menu>
  );
}
