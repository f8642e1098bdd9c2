import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import ScaleOutlined from '@mui/icons-material/ScaleOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import TwoWheelerOutlined from '@mui/icons-material/TwoWheelerOutlined';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import { formatUsd } from '@trayecto/contracts/format';
import {
  PARCEL_DAMAGE_CLAIM_DAYS,
  PARCEL_DECLARED_VALUE_MAX_CENTS,
  PARCEL_DESCRIPTION_MAX,
  PARCEL_DETAILS_MAX,
  PARCEL_DOOR_WAIT_MIN,
  PARCEL_IMAGE_MAX_BYTES,
  PARCEL_IMAGE_TYPES,
  PARCEL_INSTRUCTIONS_MAX,
  PARCEL_MAX_DROPOFFS,
  PARCEL_MAX_WEIGHT_KG,
  PARCEL_MIN_WEIGHT_KG,
  PARCEL_PACKAGING_TIPS,
  PARCEL_RECEIVER_PHONE_DIGITS,
  PARCEL_RETURN_FEE,
  PARCEL_SIZE_DIMENSIONS_CM,
  PARCEL_SIZES,
  PARCEL_TYPES,
  PARCEL_VEHICLE_IDS,
  PARCEL_VEHICLES,
  PROHIBITED_PARCEL_ITEMS,
  parcelSizeRank,
  vehiclesForSize,
  type ParcelImageType,
  type ParcelSize,
  type ParcelVehicle,
} from '@trayecto/contracts/parcels';
import { WithUserText } from '../../../components/user-text.tsx';
import { accentText } from '../../../lib/theme/accent.ts';
import { GuideHeader } from '../components/guide-header.tsx';
import { Facts, GuideCard, GuideSection, IconTile } from '../components/guide-parts.tsx';

const BYTES_PER_MB = 1024 * 1024;
const IMAGE_FORMAT_NAMES: Record<ParcelImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};
const VEHICLE_ICONS: Record<ParcelVehicle, typeof TwoWheelerOutlined> = {
  motorcycle: TwoWheelerOutlined,
  car: DirectionsCarOutlined,
};
/**
 * "$500.00" from cents. cents / 100 is money.ts' fromCents, whose module brings zod (its
 * schemas): not for a public page. In a sentence an amount goes through WithUserText's isolate
 * (its own <bdi>), so Arabic keeps "$1.50", not "1.50$".
 */
const dollars = (cents: number) => formatUsd(cents / 100);

/**
 * /parcel-guide: the parcel policies, public. Every number (weights, sizes, limits, minutes,
 * amounts, days) is read from packages/contracts/src/parcels.ts; the texts only place them.
 */
export function Component() {
  const { t, i18n } = useTranslation('parcels');
  const lang = i18n.language;
  const or = (items: string[]) =>
    new Intl.ListFormat(lang, { style: 'long', type: 'disjunction' }).format(items);
  const sizeName = (size: ParcelSize) =>
    t('guide.vehicles.size', { size, label: t(`sizes.${size}`) });
  // the largest size any vehicle carries
  const largest = PARCEL_VEHICLE_IDS.map((v) => PARCEL_VEHICLES[v].maxSize).reduce((a, b) =>
    parcelSizeRank(b) > parcelSizeRank(a) ? b : a,
  );

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <GuideHeader />
      <Box component="main" sx={{ flex: 1 }}>
        {/* the title and the limits at a glance */}
        <Box
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            background: (th) =>
              `linear-gradient(180deg, ${alpha(th.palette.primary.main, th.palette.mode === 'dark' ? 0.14 : 0.07)} 0%, ${alpha(th.palette.primary.main, 0)} 100%)`,
          }}
        >
          <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 } }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
              <IconTile size={52}>
                <LocalShippingOutlined sx={{ fontSize: 30 }} />
              </IconTile>
              <Typography
                variant="h3"
                component="h1"
                sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.5rem' } }}
              >
                {t('guide.title')}
              </Typography>
            </Stack>
            <Typography
              color="text.secondary"
              sx={{ fontSize: { xs: '1rem', md: '1.1rem' }, maxWidth: 760, mb: 3.5 }}
            >
              {t('guide.intro')}
            </Typography>
            <Box
              component="ul"
              aria-label={t('guide.factsLabel')}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
                gap: { xs: 1.5, sm: 2 },
              }}
            >
              <QuickFact icon={<ScaleOutlined />}>
                {t('guide.facts.weight', { kg: PARCEL_MAX_WEIGHT_KG })}
              </QuickFact>
              <QuickFact icon={<LocalShippingOutlined />}>
                {t('guide.facts.dropoffs', { count: PARCEL_MAX_DROPOFFS })}
              </QuickFact>
              <QuickFact icon={<TimerOutlined />}>
                {t('guide.facts.wait', { count: PARCEL_DOOR_WAIT_MIN })}
              </QuickFact>
              <QuickFact icon={<PaidOutlined />}>
                <WithUserText>
                  {(ltr) =>
                    t('guide.facts.value', {
                      amount: ltr(dollars(PARCEL_DECLARED_VALUE_MAX_CENTS)),
                    })
                  }
                </WithUserText>
              </QuickFact>
            </Box>
          </Box>
        </Box>

        <Stack
          spacing={{ xs: 6, md: 8 }}
          sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 7 } }}
        >
          {/* which vehicle */}
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
            <Note>
              {t('guide.vehicles.limit', {
                kg: PARCEL_MAX_WEIGHT_KG,
                size: largest,
              })}
            </Note>
          </GuideSection>

          {/* sizes */}
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

          {/* what the parcel form asks */}
          <GuideSection
            id="form"
            icon={<EditNoteOutlined />}
            title={t('guide.form.title')}
            text={t('guide.form.text')}
          >
            <GuideCard>
              <Box component="dl" sx={{ m: 0 }}>
                <FormRow label={t('guide.form.type')}>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                    {PARCEL_TYPES.map((type) => (
                      <Chip key={type} size="small" label={t(`types.${type}`)} />
                    ))}
                  </Stack>
                </FormRow>
                <FormRow label={t('guide.form.size')}>{or([...PARCEL_SIZES])}</FormRow>
                <FormRow label={t('guide.form.weight')}>
                  {t('guide.form.weightValue', {
                    min: PARCEL_MIN_WEIGHT_KG,
                    max: PARCEL_MAX_WEIGHT_KG,
                  })}
                </FormRow>
                <FormRow label={t('guide.form.description')}>
                  {t('guide.form.upTo', { count: PARCEL_DESCRIPTION_MAX })}
                </FormRow>
                <FormRow label={t('guide.form.details')}>
                  {t('guide.form.upTo', { count: PARCEL_DETAILS_MAX })}
                </FormRow>
                <FormRow label={t('guide.form.image')}>
                  {t('guide.form.imageValue', {
                    types: or(PARCEL_IMAGE_TYPES.map((type) => IMAGE_FORMAT_NAMES[type])),
                    mb: PARCEL_IMAGE_MAX_BYTES / BYTES_PER_MB,
                  })}
                </FormRow>
                <FormRow label={t('guide.form.people')}>{t('guide.form.peopleValue')}</FormRow>
                <FormRow label={t('guide.form.phone')}>
                  {t('guide.form.phoneValue', { count: PARCEL_RECEIVER_PHONE_DIGITS })}
                </FormRow>
                <FormRow label={t('guide.form.instructions')}>
                  {t('guide.form.upTo', { count: PARCEL_INSTRUCTIONS_MAX })}
                </FormRow>
                <FormRow label={t('guide.form.dropoffs')} last>
                  {t('guide.form.dropoffsValue', { count: PARCEL_MAX_DROPOFFS })}
                </FormRow>
              </Box>
            </GuideCard>
          </GuideSection>

          {/* packing */}
          <GuideSection
            id="packing"
            icon={<Inventory2Outlined />}
            tone="success"
            title={t('guide.packing.title')}
            text={t('guide.packing.text')}
          >
            <ItemGrid>
              {PARCEL_PACKAGING_TIPS.map((tip) => (
                <Item key={tip} icon={<CheckCircleOutlined />} tone="success">
                  {t(`packaging.${tip}`)}
                </Item>
              ))}
            </ItemGrid>
          </GuideSection>

          {/* prohibited */}
          <GuideSection
            id="prohibited"
            icon={<BlockOutlined />}
            tone="error"
            title={t('guide.prohibited.title')}
            text={t('guide.prohibited.text')}
          >
            <ItemGrid>
              {PROHIBITED_PARCEL_ITEMS.map((item) => (
                <Item key={item} icon={<BlockOutlined />} tone="error">
                  {t(`prohibited.${item}`)}
                </Item>
              ))}
            </ItemGrid>
          </GuideSection>

          {/* declared value, the wait at the door, returns */}
          <GuideSection id="delivery" icon={<TimerOutlined />} title={t('guide.delivery.title')}>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
                gap: 2,
              }}
            >
              <PolicyCard
                id="declared-value"
                icon={<PaidOutlined />}
                title={t('guide.delivery.valueTitle')}
              >
                <WithUserText>
                  {(ltr) =>
                    t('guide.delivery.value', {
                      amount: ltr(dollars(PARCEL_DECLARED_VALUE_MAX_CENTS)),
                    })
                  }
                </WithUserText>
              </PolicyCard>
              <PolicyCard
                id="door-wait"
                icon={<TimerOutlined />}
                title={t('guide.delivery.waitTitle')}
              >
                {t('guide.delivery.wait', { count: PARCEL_DOOR_WAIT_MIN })}
              </PolicyCard>
              <PolicyCard
                id="return-fee"
                icon={<AssignmentReturnOutlined />}
                tone="warning"
                title={t('guide.delivery.returnTitle')}
              >
                <WithUserText>
                  {(ltr) =>
                    t('guide.delivery.return', {
                      percent: PARCEL_RETURN_FEE.percentOfLeg,
                      min: ltr(dollars(PARCEL_RETURN_FEE.minCents)),
                    })
                  }
                </WithUserText>
              </PolicyCard>
            </Box>
          </GuideSection>

          {/* damage */}
          <GuideSection
            id="damage"
            icon={<ReportProblemOutlined />}
            tone="warning"
            title={t('guide.damage.title')}
          >
            <GuideCard>
              <Typography sx={{ mb: 2.5, maxWidth: 820 }}>
                {t('guide.damage.text', { count: PARCEL_DAMAGE_CLAIM_DAYS })}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button
                  component={RouterLink}
                  to="/parcel_history"
                  variant="contained"
                  startIcon={<HistoryOutlined />}
                >
                  {t('guide.damage.history')}
                </Button>
                <Button
                  component={RouterLink}
                  to="/contactanos"
                  variant="outlined"
                  startIcon={<SupportAgentOutlined />}
                >
                  {t('guide.damage.support')}
                </Button>
              </Stack>
            </GuideCard>
          </GuideSection>

          <Box sx={{ textAlign: 'center' }}>
            <Button component={RouterLink} to="/" variant="text">
              {t('actions.backHome')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}

/** One limit of the summary under the title. */
function QuickFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        p: { xs: 1.25, sm: 1.75 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <IconTile size={36}>{icon}</IconTile>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, lineHeight: 1.3, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
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

/** A row of the form's fields: the field on the left (above on a phone), its rule beside it. */
function FormRow({
  label,
  children,
  last,
}: {
  label: string;
  children: ReactNode;
  last?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        py: 1.5,
        borderBottom: last ? 0 : 1,
        borderColor: 'divider',
        '&:first-of-type': { pt: 0 },
        '&:last-of-type': { pb: 0 },
      }}
    >
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" color="text.secondary" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function ItemGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        gap: 1.5,
      }}
    >
      {children}
    </Box>
  );
}

function Item({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: 'success' | 'error';
  children: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.25,
        p: 1.75,
        borderRadius: 2.5,
        border: 1,
        borderColor: (th) => alpha(th.palette[tone].main, 0.35),
        bgcolor: (th) => alpha(th.palette[tone].main, th.palette.mode === 'dark' ? 0.08 : 0.04),
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          mt: '1px',
          color: (th) =>
            th.palette.mode === 'dark' ? th.palette[tone].light : th.palette[tone].dark,
        }}
      >
        {icon}
      </Box>
      <Typography sx={{ minWidth: 0 }}>{children}</Typography>
    </Box>
  );
}

function PolicyCard({
  id,
  icon,
  tone,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  tone?: 'warning';
  title: string;
  children: ReactNode;
}) {
  return (
    <GuideCard component="article" labelledBy={id}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <IconTile tone={tone ?? 'info'} size={40}>
          {icon}
        </IconTile>
        <Typography id={id} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      <Typography color="text.secondary">{children}</Typography>
    </GuideCard>
  );
}

/** A sentence set apart under a block (a rule that follows from it). */
function Note({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        mt: 2,
        p: 1.5,
        borderRadius: 2,
        alignItems: 'flex-start',
        bgcolor: (th) => alpha(th.palette.info.main, th.palette.mode === 'dark' ? 0.12 : 0.07),
      }}
    >
      <InfoOutlined
        aria-hidden
        fontSize="small"
        sx={{
          mt: '2px',
          color: (th) =>
            th.palette.mode === 'dark' ? th.palette.info.light : th.palette.info.dark,
        }}
      />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}
