import { useTranslation } from 'react-i18next';
import Drawer from '@mui/material/Drawer';
import type { Parcel } from '@trayecto/contracts';
import { NewParcelForm } from './new-parcel-form.tsx';

/** "Nuevo envío": a full-height drawer (the whole screen on a phone). */
export function NewParcelDrawer({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: (parcel: Parcel) => void;
}) {
  const { t } = useTranslation('parcels');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-label': t('new.title'),
          sx: {
            width: { xs: '100%', md: 'min(1080px, 94vw)' },
            display: 'flex',
            flexDirection: 'column',
          },
        } as object,
      }}
    >
      {open && <NewParcelForm onClose={onClose} onSent={onSent} />}
    </Drawer>
  );
}
