import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROMO_CODE_MAX } from '@trayecto/contracts';
import { WithUserText } from '../../../../components/user-text.tsx';
import { errorText } from '../../../../lib/i18n-errors.ts';

/** A promo code: applied, refused (with the API's reason) or none. */
export function PromoField({
  applied,
  errorCode,
  checking,
  disabled,
  onApply,
  onClear,
}: {
  applied: string | null;
  errorCode: string | null;
  checking: boolean;
  disabled: boolean;
  onApply: (code: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('trips');
  const [value, setValue] = useState('');
  const helper = errorCode ? (
    errorText(t, errorCode)
  ) : applied && !checking ? (
    <WithUserText>{(isolate) => t('promo.applied', { code: isolate(applied) })}</WithUserText>
  ) : disabled ? (
    t('promo.needsRoute')
  ) : (
    ' '
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t('fields.promo')}
        value={value}
        onChange={(e) => setValue(e.target.value.toUpperCase())}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && value.trim()) {
            e.preventDefault();
            onApply(value);
          }
        }}
        error={Boolean(errorCode)}
        helperText={helper}
        color={applied && !errorCode ? 'success' : 'primary'}
        focused={applied && !errorCode ? true : undefined}
        slotProps={{
          htmlInput: { maxLength: PROMO_CODE_MAX, dir: 'ltr', autoComplete: 'off' },
          formHelperText: { role: 'status' },
        }}
        sx={{ flex: 1 }}
      />
      {applied && !errorCode && value.trim().toUpperCase() === applied ? (
        <Button
          onClick={() => {
            setValue('');
            onClear();
          }}
        >
          {t('promo.remove')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          disabled={disabled || !value.trim()}
          loading={checking}
          onClick={() => onApply(value)}
        >
          {t('promo.apply')}
        </Button>
      )}
    </Stack>
  );
}
