import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  PARCEL_DECLARED_VALUE_MAX_CENTS,
  PARCEL_DESCRIPTION_MAX,
  PARCEL_DETAILS_MAX,
  PARCEL_MAX_WEIGHT_KG,
  PARCEL_MIN_WEIGHT_KG,
  PARCEL_TYPES,
  formatUsd,
  fromCents,
  type ParcelType,
} from '@trayecto/contracts';
import type { ParcelDraft } from '../../lib/parcel-form.ts';
import { SizeField } from './size-field.tsx';

/** What a section of the new-parcel form gets: the draft, its setter, each field's problem. */
type DraftFields = {
  draft: ParcelDraft;
  setDraft: (patch: Partial<ParcelDraft>) => void;
  /** the problem text of a field path ("weight_kg"), if any */
  errorOf: (path: string) => string | null;
};

/** "El paquete": its type, size, weight, the description of its content and details. */
export function ParcelFields({ draft, setDraft, errorOf }: DraftFields) {
  const { t } = useTranslation('parcels');
  return (
    <>
      <TextField
        select
        required
        name="parcel_type"
        label={t('parcel.type')}
        value={draft.parcelType}
        onChange={(e) => setDraft({ parcelType: e.target.value as ParcelType })}
        error={Boolean(errorOf('parcel_type'))}
        helperText={errorOf('parcel_type') ?? ' '}
      >
        {PARCEL_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <SizeField
        value={draft.size}
        onChange={(size) => setDraft({ size })}
        error={errorOf('size')}
      />
      <TextField
        required
        name="weight_kg"
        label={t('parcel.weight')}
        value={draft.weight}
        onChange={(e) => setDraft({ weight: e.target.value })}
        error={Boolean(errorOf('weight_kg'))}
        helperText={
          errorOf('weight_kg') ??
          t('parcel.weightHint', { min: PARCEL_MIN_WEIGHT_KG, max: PARCEL_MAX_WEIGHT_KG })
        }
        sx={{ maxWidth: { sm: 260 } }}
        slotProps={{
          htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
          input: {
            endAdornment: <InputAdornment position="end">{t('parcel.kg')}</InputAdornment>,
          },
        }}
      />
      <TextField
        required
        name="description"
        label={t('parcel.description')}
        value={draft.description}
        onChange={(e) => setDraft({ description: e.target.value })}
        error={Boolean(errorOf('description'))}
        helperText={
          errorOf('description') ?? `${draft.description.length}/${PARCEL_DESCRIPTION_MAX}`
        }
      />
      <TextField
        name="details"
        label={t('parcel.details')}
        value={draft.details}
        onChange={(e) => setDraft({ details: e.target.value })}
        multiline
        minRows={2}
        error={Boolean(errorOf('details'))}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <span>{errorOf('details') ?? t('parcel.detailsHint')}</span>
            <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate', flexShrink: 0 }}>
              {`${draft.details.length}/${PARCEL_DETAILS_MAX}`}
            </Box>
          </Box>
        }
      />
    </>
  );
}

/**
 * "Valor declarado": the value in dollars (at most PARCEL_DECLARED_VALUE_MAX_CENTS) and the
 * acknowledgement that nothing prohibited is sent, with the link to the parcel guide.
 */
export function ValueFields({ draft, setDraft, errorOf }: DraftFields) {
  const { t } = useTranslation('parcels');
  const maxValue = formatUsd(fromCents(PARCEL_DECLARED_VALUE_MAX_CENTS));
  return (
    <>
      <TextField
        required
        name="declared_value"
        label={t('value.label')}
        value={draft.declaredValue}
        onChange={(e) => setDraft({ declaredValue: e.target.value })}
        error={Boolean(errorOf('declared_value'))}
        helperText={errorOf('declared_value') ?? t('value.hint', { amount: maxValue })}
        sx={{ maxWidth: { sm: 260 } }}
        slotProps={{
          htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              name="prohibited_ack"
              checked={draft.prohibitedAck}
              onChange={(e) => setDraft({ prohibitedAck: e.target.checked })}
            />
          }
          label={t('ack.label')}
        />
        <Box sx={{ paddingInlineStart: '42px' }}>
          <Link
            component={RouterLink}
            to="/parcel-guide"
            target="_blank"
            rel="noopener"
            variant="body2"
          >
            {t('ack.guide')}
          </Link>
        </Box>
        {errorOf('prohibited_ack') && (
          <FormHelperText error>{errorOf('prohibited_ack')}</FormHelperText>
        )}
      </Box>
    </>
  );
}
