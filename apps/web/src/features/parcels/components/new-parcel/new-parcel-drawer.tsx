import { useTranslation } from 'react-i18next';
import type { Parcel } from '@trayecto/contracts';
import { BookingDrawer } from '../../../../components/booking/booking-drawer.tsx';
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
    <BookingDrawer open={open} onClose={onClose} label={t('new.title')}>
      <NewParcelForm onClose={onClose} onSent={onSent} />
    </BookingDrawer>
  );
}
