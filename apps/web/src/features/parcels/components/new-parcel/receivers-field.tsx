import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { GUEST_NAME_MAX, PARCEL_INSTRUCTIONS_MAX, PARCEL_MAX_DROPOFFS } from '@trayecto/contracts';
import { StopBadge } from '../../../../components/booking/stop-line.tsx';
import { PhoneField } from '../../../../components/form/phone-field.tsx';
import { errorText } from '../../../../lib/i18n-errors.ts';
import { PlaceField } from '../../../trips/api/request-fields.ts';
import { canAddReceiver, newReceiver, type ReceiverDraft } from '../../lib/parcel-form.ts';

/**
 * The receivers, in the order the courier visits them: each with a name, a phone (the PIN and
 * the tracking link go there by SMS), the address and optional instructions. One more than
 * PARCEL_MAX_DROPOFFS is refused with the server's own message.
 */
export function ReceiversField({
  value,
  onChange,
  errorOf,
}: {
  value: ReceiverDraft[];
  onChange: (next: ReceiverDraft[]) => void;
  errorOf: (path: string) => string | null;
}) {
  const { t } = useTranslation('parcels');
  const [refused, setRefused] = useState(false);
  const update = (i: number, patch: Partial<ReceiverDraft>) =>
    onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const add = () => {
    if (!canAddReceiver({ receivers: value })) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onChange([...value, newReceiver()]);
  };
  const remove = (i: number) => {
    setRefused(false);
    onChange(value.filter((_, j) => j !== i));
  };

  return (
    <Stack spacing={2}>
      {value.map((r, i) => {
        const at = `receivers.${i}`;
        const number = i + 1;
        const nameError = errorOf(`${at}.name`);
        const phoneError = errorOf(`${at}.phone`);
        const placeError = errorOf(`${at}.place`);
        const instructionsError = errorOf(`${at}.instructions`);
        return (
          <Box
            key={r.key}
            role="group"
            aria-labelledby={`receiver-${r.key}`}
            data-receiver={number}
            sx={{ p: 2, pt: 1.25, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}
          >
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <StopBadge marker={String(number)} />
                <Typography id={`receiver-${r.key}`} variant="subtitle2" component="h4">
                  {t('receivers.title', { number })}
                </Typography>
              </Stack>
              {value.length > 1 && (
                <Tooltip title={t('receivers.remove', { number })}>
                  <IconButton
                    size="small"
                    aria-label={t('receivers.remove', { number })}
                    onClick={() => remove(i)}
                  >
                    <DeleteOutlineRounded fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
            <Stack spacing={1.5}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <TextField
                  required
                  fullWidth
                  name={`${at}.name`}
                  label={t('receivers.name')}
                  value={r.name}
                  onChange={(e) => update(i, { name: e.target.value })}
                  error={Boolean(nameError)}
                  helperText={nameError ?? ' '}
                  slotProps={{ htmlInput: { maxLength: GUEST_NAME_MAX, autoComplete: 'off' } }}
                />
                <PhoneField
                  required
                  name={`${at}.phone`}
                  label={t('receivers.phone')}
                  value={r.phone}
                  onChange={(phone) => update(i, { phone })}
                  autoComplete="off"
                  error={Boolean(phoneError)}
                  helperText={phoneError ?? t('receivers.phoneHint')}
                />
              </Stack>
              <PlaceField
                label={t('receivers.place')}
                value={r.place}
                onChange={(place) => update(i, { place })}
                error={Boolean(placeError)}
                helperText={placeError ?? undefined}
              />
              <TextField
                name={`${at}.instructions`}
                label={t('receivers.instructions')}
                value={r.instructions}
                onChange={(e) => update(i, { instructions: e.target.value })}
                multiline
                minRows={1}
                error={Boolean(instructionsError)}
                helperText={
                  instructionsError ?? `${r.instructions.length}/${PARCEL_INSTRUCTIONS_MAX}`
                }
                slotProps={{ htmlInput: { maxLength: PARCEL_INSTRUCTIONS_MAX } }}
              />
            </Stack>
          </Box>
        );
      })}
      {refused && (
        <Alert severity="warning" role="alert" onClose={() => setRefused(false)}>
          {errorText(t, 'max_stops')}
        </Alert>
      )}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Button startIcon={<AddRounded />} onClick={add} variant="outlined" size="small">
          {t('receivers.add')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t('receivers.count', { count: PARCEL_MAX_DROPOFFS, added: value.length })}
        </Typography>
      </Stack>
    </Stack>
  );
}
