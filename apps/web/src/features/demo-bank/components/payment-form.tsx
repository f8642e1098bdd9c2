import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VENEZUELAN_BANKS } from '@trayecto/contracts/topups';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { payWithDemoBank, type DemoBankReceipt } from '../api/demo-bank-api.ts';
import {
  EMPTY_DEMO_BANK_FORM,
  PAYER_ID_LETTERS,
  PAYER_ID_MAX_DIGITS,
  demoBankFormSchema,
  joinPayerId,
  splitPayerId,
  type DemoBankFormIn,
  type DemoBankFormOut,
  type PayerIdLetter,
} from '../lib/demo-bank-form.ts';

type Field = FieldPath<DemoBankFormIn>;
const FIELDS: readonly Field[] = ['bank_code', 'payer_phone', 'payer_id', 'amount'];

/**
 * The payer's ID as a letter (V, E, J, G) and its digits, one value for the form ("J-123456789").
 * The letter is kept here while no digit is typed.
 */
function PayerIdField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
  error: boolean;
  helperText: string;
}) {
  const { t } = useTranslation('public');
  const parts = splitPayerId(value);
  const [letter, setLetter] = useState<PayerIdLetter>(parts.letter);
  const shown = value ? parts.letter : letter;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        name="payer_id_type"
        label={t('demoBank.fields.idType')}
        value={shown}
        onChange={(e) => {
          const next = e.target.value as PayerIdLetter;
          setLetter(next);
          onChange(joinPayerId(next, parts.digits));
        }}
        sx={{ width: 96, flexShrink: 0 }}
        slotProps={{ select: { renderValue: (v) => String(v) } }}
      >
        {PAYER_ID_LETTERS.map((l) => (
          <MenuItem key={l} value={l}>
            {t(`demoBank.idTypes.${l}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="payer_id"
        inputRef={inputRef}
        label={t('demoBank.fields.idNumber')}
        value={parts.digits}
        onChange={(e) => onChange(joinPayerId(shown, e.target.value))}
        onBlur={onBlur}
        required
        fullWidth
        error={error}
        helperText={helperText}
        placeholder="12345678"
        autoComplete="off"
        slotProps={{
          htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: PAYER_ID_MAX_DIGITS + 2 },
        }}
      />
    </Stack>
  );
}

/**
 * The demo bank's pago móvil: the payer's bank, phone and ID and the amount in bolívares, every
 * rule from contracts (demoBankPaymentBodySchema). Paid: `onPaid` with the bank's receipt; the
 * demo bank switched off (404 demo_bank_off): `onOff`.
 */
export function PaymentForm({
  onPaid,
  onOff,
}: {
  onPaid: (receipt: DemoBankReceipt, payment: DemoBankFormOut) => void;
  onOff: () => void;
}) {
  const { t } = useTranslation('public');
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<DemoBankFormIn, unknown, DemoBankFormOut>({
    resolver: zodResolver(demoBankFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_DEMO_BANK_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (field: Field) => {
    const code = errors[field]?.message;
    return code ? errorText(t, code) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      onPaid(await payWithDemoBank(values), values);
    } catch (e) {
      if (isApiError(e) && e.error_code === 'demo_bank_off') {
        onOff();
        return;
      }
      let onAField = false;
      if (isApiError(e)) {
        for (const [field, text] of Object.entries(e.fields ?? {})) {
          if (FIELDS.includes(field as Field)) {
            form.setError(field as Field, { message: text }, { shouldFocus: !onAField });
            onAField = true;
          }
        }
      }
      if (!onAField) setServerError(apiErrorText(t, e));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="demo-bank-form-title"
      aria-describedby="demo-bank-form-note"
    >
      <Stack spacing={2.5}>
        <div>
          <Typography id="demo-bank-form-title" variant="h6" component="h2">
            {t('demoBank.form.title')}
          </Typography>
          <Typography id="demo-bank-form-note" variant="body2" color="text.secondary">
            {t('demoBank.form.note')}
          </Typography>
        </div>

        <Controller
          control={form.control}
          name="bank_code"
          render={({ field }) => (
            <TextField
              select
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('demoBank.fields.bank')}
              required
              fullWidth
              error={Boolean(errors.bank_code)}
              helperText={fieldError('bank_code')}
            >
              {VENEZUELAN_BANKS.map((bank) => (
                <MenuItem key={bank.code} value={bank.code}>
                  {/* "0134 · Banesco": the code as the bank's app lists it, then the name */}
                  <Box component="span" dir="ltr" sx={{ color: 'text.secondary' }}>
                    {bank.code}
                  </Box>
                  &nbsp;·&nbsp;{bank.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />

        <Controller
          control={form.control}
          name="payer_phone"
          render={({ field }) => (
            <PhoneField
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('demoBank.fields.phone')}
              required
              error={Boolean(errors.payer_phone)}
              helperText={fieldError('payer_phone') ?? t('demoBank.hints.phone')}
            />
          )}
        />

        <Controller
          control={form.control}
          name="payer_id"
          render={({ field }) => (
            <PayerIdField
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.payer_id)}
              helperText={fieldError('payer_id') ?? t('demoBank.hints.id')}
            />
          )}
        />

        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <TextField
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('demoBank.fields.amount')}
              required
              fullWidth
              autoComplete="off"
              error={Boolean(errors.amount)}
              helperText={fieldError('amount') ?? t('demoBank.hints.amount')}
              slotProps={{
                input: {
                  // isolated left to right: "Bs." keeps its dot after the letters in Arabic
                  startAdornment: (
                    <InputAdornment position="start">
                      <bdi dir="ltr">Bs.</bdi>
                    </InputAdornment>
                  ),
                },
                htmlInput: { inputMode: 'decimal', dir: 'ltr', style: { textAlign: 'left' } },
              }}
              sx={{ '& .MuiInputBase-root': { direction: 'ltr' } }}
            />
          )}
        />

        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}

        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {isSubmitting ? t('demoBank.form.sending') : t('demoBank.form.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
