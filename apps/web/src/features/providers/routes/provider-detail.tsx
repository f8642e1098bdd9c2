import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import { formatNumber, CITY_NAMES, SERVICE_TYPE_NAMES } from '@trayecto/contracts';
import { BackButton } from '../../../components/detail-page.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage, isApiError } from '../../../lib/api-client.ts';
import { useProvider } from '../../trips/api/trips-queries.ts';

/** /provider/{id}: a driver who served the company: photo, rating, vehicle, trips together. */
export function Component() {
  const { t } = useTranslation('trips');
  const lang = currentLanguage();
  const { id = '' } = useParams();
  const provider = useProvider(id);
  const d = provider.data;
  const notFound = isApiError(provider.error) && provider.error.status === 404;
  const facts: Array<[string, string]> = d
    ? [
        [t('provider.vehicle'), `${d.vehicle.brand} ${d.vehicle.model} ${d.vehicle.year}`],
        [t('provider.colour'), d.vehicle.colour],
        [t('provider.plate'), d.vehicle.plate],
        [t('fields.serviceType'), SERVICE_TYPE_NAMES[d.service_type_id][lang]],
        [t('provider.city'), CITY_NAMES[d.city_id]],
        [t('provider.trips'), formatNumber(d.trips_count, lang)],
      ]
    : [];
  return (
    <Stack spacing={2.5}>
      <Box>
        <BackButton to="/running_trips">{t('running.title')}</BackButton>
      </Box>
      {provider.isError ? (
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? t('provider.notFound') : t('provider.loadError')}
        </Alert>
      ) : (
        <Card variant="outlined" sx={{ borderRadius: 3, p: { xs: 2.5, sm: 4 }, maxWidth: 760 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={3}
            sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
          >
            {d ? (
              <Avatar src={d.photo_url} alt="" sx={{ width: 112, height: 112 }} />
            ) : (
              <Skeleton variant="circular" width={112} height={112} />
            )}
            <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
              <div>
                <Typography variant="caption" color="text.secondary">
                  {t('provider.title')}
                </Typography>
                <Typography
                  variant="h4"
                  component="h1"
                  sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2rem' } }}
                >
                  {d ? <UserText>{d.name}</UserText> : <Skeleton width={220} />}
                </Typography>
                {d && (
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <StarRounded sx={{ color: 'warning.main' }} aria-hidden />
                    <Typography sx={{ fontWeight: 600 }}>
                      {t('driver.rating', { rating: formatNumber(d.rating, lang, 1, 1) })}
                    </Typography>
                  </Stack>
                )}
              </div>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
                  gap: 2,
                }}
              >
                {d
                  ? facts.map(([label, value]) => (
                      <Box key={label}>
                        <Typography variant="caption" color="text.secondary" component="div">
                          {label}
                        </Typography>
                        <UserText variant="body1" component="p" sx={{ fontWeight: 500 }}>
                          {value}
                        </UserText>
                      </Box>
                    ))
                  : [0, 1, 2, 3].map((i) => <Skeleton key={i} height={44} />)}
              </Box>
            </Stack>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
