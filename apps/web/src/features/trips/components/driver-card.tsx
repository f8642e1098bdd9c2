import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import { UserText } from '../../../components/user-text.tsx';

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
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={driver.photo_url} alt="" sx={{ width: size, height: size }} />
      <Stack sx={{ minWidth: 0 }}>
        <UserText variant="body1" sx={{ fontWeight: 600 }} noWrap>
          {driver.name}
        </UserText>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <StarRounded fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
          <Typography
            variant="body2"
            aria-label={t('driver.rating', { rating: driver.rating.toFixed(1) })}
          >
            {driver.rating.toFixed(1)}
          </Typography>
        </Stack>
        <UserText variant="body2" color="text.secondary" noWrap>
          {`${v.brand} ${v.model}${v.year ? ` ${v.year}` : ''} · ${v.colour}`}
        </UserText>
        <Typography
          dir="ltr"
          variant="caption"
          sx={{
            fontFamily: 'monospace',
            fontWeight: 700,
            letterSpacing: 1,
            unicodeBidi: 'isolate',
            alignSelf: 'flex-start',
            px: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {v.plate}
        </Typography>
      </Stack>
    </Stack>
  );
}
