import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  SERVICE_TYPE_NAMES,
  type Language,
  type ServiceType,
  type ServiceTypeId,
} from '@trayecto/contracts';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: 1.5,
};

/**
 * The service type of the quote, among those the company's city sells (the trip request's):
 * one card each, a radio group. No fare beside them: the price comes from the pricing desk.
 */
export function ServiceTypeField({
  types,
  loading,
  failed,
  onRetry,
  value,
  onChange,
  error,
  lang,
}: {
  types: ServiceType[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  value: ServiceTypeId | null;
  onChange: (id: ServiceTypeId) => void;
  error: string | null;
  lang: Language;
}) {
  const { t } = useTranslation('quote-form');
  if (loading && !types) {
    return (
      <Box sx={GRID} aria-busy="true" aria-label={t('service.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Box>
    );
  }
  if (failed && !types) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('service.loadError')}
      </Alert>
    );
  }
  if (!types?.length) return <Alert severity="info">{t('service.none')}</Alert>;
  return (
    <Box>
      <RadioGroup
        name="service_type_id"
        aria-label={t('form.service')}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value as ServiceTypeId)}
        sx={GRID}
      >
        {types.map((s) => {
          const checked = value === s.id;
          return (
            <FormControlLabel
              key={s.id}
              value={s.id}
              data-service={s.id}
              control={
                <Radio size="small" slotProps={{ input: { 'aria-invalid': Boolean(error) } }} />
              }
              sx={{
                m: 0,
                p: 1,
                paddingInlineEnd: 1.5,
                border: 1.5,
                borderRadius: 2,
                borderColor: checked ? 'primary.main' : error ? 'error.main' : 'divider',
                bgcolor: (th) => (checked ? alpha(th.palette.primary.main, 0.08) : 'transparent'),
                '& .MuiFormControlLabel-label': { minWidth: 0 },
              }}
              label={
                <>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {SERVICE_TYPE_NAMES[s.id][lang]}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('trips:fare.seats', { count: s.seats })}
                  </Typography>
                </>
              }
            />
          );
        })}
      </RadioGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
