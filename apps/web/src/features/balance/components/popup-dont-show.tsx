import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { usePopupsStore, type Popup } from '../lib/popups-store.ts';

/** "No volver a mostrar": remembered by the browser as soon as it is ticked. */
export function PopupDontShow({ popup }: { popup: Popup }) {
  const { t } = useTranslation('balance');
  const checked = usePopupsStore((s) => s[popup].dontShowAgain);
  const set = usePopupsStore((s) => s.setDontShowAgain);
  return (
    <FormControlLabel
      control={
        <Checkbox
          size="small"
          checked={checked}
          onChange={(e) => set(popup, e.target.checked)}
          slotProps={{ input: { 'data-testid': `${popup}-dont-show` } as object }}
        />
      }
      label={t('popups.dontShowAgain')}
      sx={{ marginInlineEnd: 'auto' }}
    />
  );
}
