import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '@trayecto/contracts/i18n';

/** The menu of LanguagePicker: a chunk of its own, fetched when the button is first reached. */
export default function LanguagePickerMenu({
  anchor,
  lang,
  names,
  onClose,
  onPick,
}: {
  anchor: HTMLElement | null;
  lang: Language;
  names: Record<Language, string>;
  onClose: () => void;
  onPick: (lang: Language) => void;
}) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((code) => (
        <MenuItem key={code} lang={code} selected={code === lang} onClick={() => onPick(code)}>
          {names[code]}
        </MenuItem>
      ))}
    </Menu>
  );
}
