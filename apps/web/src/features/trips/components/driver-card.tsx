import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import { DriverSummary } from '../../../components/driver-summary.tsx';
import { formatNumber } from '@trayecto/contracts/format';

type Driver = {
  name: string;
  photo_url: string;
  rating: number;
  vehicle: { brand: string; model: string; colour: string; plate: string; year?: number };
};

/** The driver: photo, name, rating, and the vehicle with its plate. */
export function DriverCard({ driver, size = 56 }: { driver: Driver; size?: number }) {
  const { t } = useTranslation('trips');
  const v = driver.vehicle;
  return (
    <DriverSummary
      photoUrl={driver.photo_url}
      size={size}
      name={driver.name}
      extra={
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <StarRounded fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
          <Typography
            variant="body2"
            aria-label={t('driver.rating', {
              rating: formatNumber(driver.rating, undefined, 1, 1),
            })}
          >
            {formatNumber(driver.rating, undefined, 1, 1)}
          </Typography>
        </Stack>
      }
      vehicle={`${v.brand} ${v.model}${v.year ? ` ${v.year}` : ''} · ${v.colour}`}
      plate={v.plate}
    />
  );
}
