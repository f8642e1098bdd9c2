import { useTranslation } from 'react-i18next';
import Drawer from '@mui/material/Drawer';
import type { Trip } from '@trayecto/contracts';
import { RequestTripForm } from './request-trip-form.tsx';

/** "Solicitar viaje": a full-height drawer (the whole screen on a phone). */
export function RequestTripDrawer({
  open,
  onClose,
  onBooked,
}: {
  open: boolean;
  onClose: () => void;
  onBooked: (trip: Trip) => void;
}) {
  const { t } = useTranslation('trips');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-label': t('request.title'),
          sx: {
            width: { xs: '100%', md: 'min(1080px, 94vw)' },
            display: 'flex',
            flexDirection: 'column',
          },
        } as object,
      }}
    >
      {open && <RequestTripForm onClose={onClose} onBooked={onBooked} />}
    </Drawer>
  );
}
