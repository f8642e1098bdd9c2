import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import TwoWheelerOutlined from '@mui/icons-material/TwoWheelerOutlined';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import {
  PARCEL_MAX_WEIGHT_KG,
  PARCEL_SIZE_DIMENSIONS_CM,
  PARCEL_SIZES,
  PARCEL_VEHICLE_IDS,
  PARCEL_VEHICLES,
  parcelSizeRank,
  vehiclesForSize,
  type ParcelSize,
  type ParcelVehicle,
} from '@trayecto/contracts/parcels';
import { accentText } from '../../../lib/theme/accent.ts';
import { Facts, GuideCard, GuideNote, GuideSection, IconTile } from './guide-parts.tsx';

const VEHICLE_ICONS: Record<ParcelVehicle, typeof TwoWheelerOutlined> = {
  motorcycle: TwoWheelerOutlined,
  car: DirectionsCarOutlined,
};

/** "Which vehicle": a card per vehicle with its weight and size limits, and the limit of all. */
export function VehiclesSection() {
  const { t } = useTranslation('parcels');
  const sizeName = (size: ParcelSize) =>
    t('guide.vehicles.size', { size, label: t(`sizes.${size}`) });
  // the largest size any vehicle carries
  const largest = PARCEL_VEHICLE_IDS.map((v) => PARCEL_VEHICLES[v].maxSize).reduce((a, b) =>
    parcelSizeRank(b) > parcelSizeRank(a) ? b : a,
  );
  return (
    <GuideSection
      id="vehicles"
      icon={<LocalShippingOutlined />}
      title={t('guide.vehicles.title')}
      text={t('guide.vehicles.text')}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
        }}
      >
        {PARCEL_VEHICLE_IDS.map((vehicle) => {
          const rule = PARCEL_VEHICLES[vehicle];
          const Icon = VEHICLE_ICONS[vehicle];
          const carried = PARCEL_SIZES.filter(
            (s) => parcelSizeRank(s) <= parcelSizeRank(rule.maxSize),
          );
          return (
            <GuideCard key={vehicle} component="article" labelledBy={`vehicle-${vehicle}`}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
                <IconTile tone="info" size={48}>
                  <Icon sx={{ fontSize: 28 }} />
                </IconTile>
                <Typography
                  id={`vehicle-${vehicle}`}
                  variant="h6"
                  component="h3"
                  sx={{ fontWeight: 700 }}
                >
                  {t(`vehicles.${vehicle}`)}
                </Typography>
              </Stack>
              <Facts
                rows={[
                  {
                    label: t('guide.vehicles.maxWeight'),
                    value: t('guide.vehicles.kg', { kg: rule.maxWeightKg }),
                  },
                  { label: t('guide.vehicles.maxSize'), value: sizeName(rule.maxSize) },
                  {
                    label: t('guide.vehicles.carries'),
                    value: <SizeChips sizes={carried} />,
                  },
                ]}
              />
            </GuideCard>
          );
        })}
      </Box>
      <GuideNote>
        {t('guide.vehicles.limit', {
          kg: PARCEL_MAX_WEIGHT_KG,
          size: largest,
        })}
      </GuideNote>
    </GuideSection>
  );
}

/** The sizes: a card per size with its dimensions and the vehicles that carry it. */
export function SizesSection() {
  const { t } = useTranslation('parcels');
  return (
    <GuideSection
      id="sizes"
      icon={<ViewInArOutlined />}
      title={t('guide.sizes.title')}
      text={t('guide.sizes.text')}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: 2,
        }}
      >
        {PARCEL_SIZES.map((size) => {
          const d = PARCEL_SIZE_DIMENSIONS_CM[size];
          const cm = (value: number) => t('guide.sizes.cm', { value });
          return (
            <GuideCard key={size} component="article" labelledBy={`size-${size}`}>
              <Stack
                direction="row"
                sx={{ alignItems: 'flex-end', justifyContent: 'space-between', mb: 1.5 }}
              >
                <Typography
                  id={`size-${size}`}
                  component="h3"
                  sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.15 }}
                >
                  <Box
                    component="span"
                    sx={{ fontSize: '1.75rem', fontWeight: 800, color: accentText }}
                  >
                    {size}
                  </Box>
                  {/* a space between the two, so the heading reads "S Pequeño" */}{' '}
                  <Box
                    component="span"
                    sx={{ fontSize: '0.95rem', fontWeight: 600, color: 'text.primary' }}
                  >
                    {t(`sizes.${size}`)}
                  </Box>
                </Typography>
                {/* the box grows with the size */}
                <Inventory2Outlined
                  aria-hidden
                  sx={{
                    fontSize: 22 + parcelSizeRank(size) * 8,
                    color: 'text.secondary',
                    opacity: 0.7,
                  }}
                />
              </Stack>
              <Facts
                dense
                rows={[
                  { label: t('guide.sizes.length'), value: cm(d.length) },
                  { label: t('guide.sizes.width'), value: cm(d.width) },
                  { label: t('guide.sizes.height'), value: cm(d.height) },
                ]}
              />
              <Divider sx={{ my: 1.5 }} />
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
                {t('guide.sizes.carriedBy')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                {vehiclesForSize(size).map((v) => (
                  <Chip key={v} size="small" variant="outlined" label={t(`vehicles.${v}`)} />
                ))}
              </Stack>
            </GuideCard>
          );
        })}
      </Box>
    </GuideSection>
  );
}

/** The sizes a vehicle carries, as letter chips. */
function SizeChips({ sizes }: { sizes: ParcelSize[] }) {
  return (
    <Box sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {sizes.map((s) => (
        <Chip
          key={s}
          size="small"
          color="primary"
          variant="outlined"
          label={s}
          sx={{ fontWeight: 700, minWidth: 36 }}
        />
      ))}
    </Box>
  );
}
