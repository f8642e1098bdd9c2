import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import {
  PARCEL_DESCRIPTION_MAX,
  PARCEL_DETAILS_MAX,
  PARCEL_IMAGE_MAX_BYTES,
  PARCEL_IMAGE_TYPES,
  PARCEL_INSTRUCTIONS_MAX,
  PARCEL_MAX_DROPOFFS,
  PARCEL_MAX_WEIGHT_KG,
  PARCEL_MIN_WEIGHT_KG,
  PARCEL_RECEIVER_PHONE_DIGITS,
  PARCEL_SIZES,
  PARCEL_TYPES,
  type ParcelImageType,
} from '@trayecto/contracts/parcels';
import { GuideCard, GuideSection } from './guide-parts.tsx';

const BYTES_PER_MB = 1024 * 1024;
const IMAGE_FORMAT_NAMES: Record<ParcelImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** "What the form asks": each field of the parcel form and its rule. */
export function FormRulesSection() {
  const { t, i18n } = useTranslation('parcels');
  const or = (items: string[]) =>
    new Intl.ListFormat(i18n.language, { style: 'long', type: 'disjunction' }).format(items);
  return (
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
