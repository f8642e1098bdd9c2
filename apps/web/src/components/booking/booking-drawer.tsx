import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

/**
 * The drawer a booking form opens in ("Solicitar viaje", "Nuevo envío"): full height from the
 * end side, the whole screen on a phone, named `label`. The form is only mounted while open.
 */
export function BookingDrawer({
  open,
  label,
  onClose,
  children,
}: {
  open: boolean;
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-label': label,
          sx: {
            width: { xs: '100%', md: 'min(1080px, 94vw)' },
            display: 'flex',
            flexDirection: 'column',
          },
        } as object,
      }}
    >
      {open && children}
    </Drawer>
  );
}
