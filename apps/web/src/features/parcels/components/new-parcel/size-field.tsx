import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { PARCEL_SIZES, PARCEL_SIZE_DIMENSIONS_CM, type ParcelSize } from '@trayecto/contracts';

/** S, M, L, XL as cards, each with its largest box (contracts PARCEL_SIZE_DIMENSIONS_CM). */
export function SizeField({
  value,
  onChange,
  error,
}: {
  value: ParcelSize | '';
  onChange: (size: ParcelSize) => void;
  error: string | null;
}) {
  const { t } = useTranslation('parcels');
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id="parcel-size-label" sx={{ mb: 1, fontSize: 14 }}>
        {t('parcel.size')}
      </FormLabel>
      <RadioGroup
        aria-labelledby="parcel-size-label"
        name="size"
        value={value}
        onChange={(e) => onChange(e.target.value as ParcelSize)}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
        }}
      >
        {PARCEL_SIZES.map((size) => {
          const d = PARCEL_SIZE_DIMENSIONS_CM[size];
          const checked = value === size;
          return (
            <FormControlLabel
              key={size}
              value={size}
              data-size={size}
              control={<Radio size="small" />}
              sx={{
                m: 0,
                p: 1,
                paddingInlineEnd: 1.25,
                border: 1.5,
                borderRadius: 2,
                alignItems: 'flex-start',
                borderColor: checked ? 'primary.main' : error ? 'error.main' : 'divider',
                bgcolor: (th) => (checked ? alpha(th.palette.primary.main, 0.08) : 'transparent'),
                '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
              }}
              label={
                <Stack sx={{ pt: 0.75 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {t('parcel.sizeOption', { size, label: t(`sizes.${size}`) })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('parcel.dimensions', { length: d.length, width: d.width, height: d.height })}
                  </Typography>
                </Stack>
              }
            />
          );
        })}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
