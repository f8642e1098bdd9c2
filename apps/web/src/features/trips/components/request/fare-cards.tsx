import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import {
  SERVICE_TYPE_NAMES,
  SERVICE_TYPE_SEATS,
  formatUsd,
  type FareQuote,
  type Language,
  type ServiceTypeId,
} from '@trayecto/contracts';

/** One card per service type with its fare (after any promo code); a radio group. */
export function FareCards({
  fares,
  loading,
  value,
  onChange,
  lang,
}: {
  fares: FareQuote[] | undefined;
  loading: boolean;
  value: ServiceTypeId | null;
  onChange: (id: ServiceTypeId) => void;
  lang: Language;
}) {
  const { t } = useTranslation('trips');
  if (loading && !fares) {
    return (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 1.5,
        }}
        aria-busy="true"
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={84} />
        ))}
      </Box>
    );
  }
  if (!fares) return null;
  return (
    <RadioGroup
      aria-label={t('fields.serviceType')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value as ServiceTypeId)}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 1.5,
        opacity: loading ? 0.6 : 1,
      }}
    >
      {fares.map((f) => {
        const checked = value === f.service_type_id;
        return (
          <FormControlLabel
            key={f.service_type_id}
            value={f.service_type_id}
            data-fare={f.service_type_id}
            control={<Radio size="small" />}
            sx={{
              m: 0,
              p: 1.25,
              paddingInlineEnd: 1.5,
              border: 1.5,
              borderRadius: 2,
              alignItems: 'flex-start',
              borderColor: checked ? 'primary.main' : 'divider',
              bgcolor: (th) => (checked ? alpha(th.palette.primary.main, 0.08) : 'transparent'),
              '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
            }}
            label={
              <Stack sx={{ pt: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {SERVICE_TYPE_NAMES[f.service_type_id][lang]}
                </Typography>
                <Stack
                  direction="row"
                  spacing={0.25}
                  sx={{ alignItems: 'center', color: 'text.secondary' }}
                >
                  <PersonOutlined sx={{ fontSize: 14 }} aria-hidden />
                  <Typography variant="caption">
                    {t('fare.seats', { count: SERVICE_TYPE_SEATS[f.service_type_id] })}
                  </Typography>
                </Stack>
                <Stack
                  dir="ltr"
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'baseline', justifyContent: 'flex-end' }}
                >
                  {f.fare_before_discount !== undefined && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ textDecoration: 'line-through' }}
                    >
                      {formatUsd(f.fare_before_discount)}
                    </Typography>
                  )}
                  <Typography sx={{ fontWeight: 700 }}>{formatUsd(f.fare)}</Typography>
                </Stack>
              </Stack>
            }
          />
        );
      })}
    </RadioGroup>
  );
}
