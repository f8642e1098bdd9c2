import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DatePickersProvider } from '../../../components/date-pickers-provider.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { dayOf, zonedDay } from '../../../lib/company-time.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { useCreatePromo } from '../api/console-queries.ts';
import { AmountField } from './amount-field.tsx';
import { CompaniesPicker, type PickedCompany } from './company-picker.tsx';
import { PromoSummary } from './promo-summary.tsx';
import { FIELDS, formSchema, type Field, type FormIn, type FormOut } from '../lib/promo-form.ts';
import { CONSOLE_TIMEZONE, todayInConsoleZone } from '../lib/dates.ts';
const USAGE_LIMIT_MAX = 1_000_000;

/**
 * A new promo code: its fields, then what will be created, confirmed before it is. Mounted
 * afresh for each opening.
 */
export function CreatePromoDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (code: string) => void;
}) {
  const { t } = useTranslation('console');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const mutation = useCreatePromo();
  const [review, setReview] = useState<{ body: FormOut; companies: PickedCompany[] } | null>(null);
  const today = todayInConsoleZone();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      code: '',
      kind: 'percentage',
      value: '',
      valid_from: today,
      valid_until: '',
      usage_limit: '',
      corporate_ids: [],
    },
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const busy = mutation.isPending;

  const toReview = form.handleSubmit((body) => {
    mutation.reset();
    setReview({ body, companies: form.getValues('corporate_ids') });
  });

  const create = () => {
    if (!review) return;
    mutation.mutate(review.body, {
      onSuccess: () => onDone(review.body.code),
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : undefined;
        const known = fields && FIELDS.filter((f) => fields[f]);
        if (fields && known?.length) {
          for (const f of known) form.setError(f, { message: fields[f] });
          setReview(null);
        }
      },
    });
  };

  const fieldError = (field: Field, params?: Record<string, string | number>) => {
    const message = errors[field]?.message;
    return message ? errorText(t, message, params) : undefined;
  };
  const titleId = 'create-promo-title';

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>
        {review ? t('promos.create.reviewTitle') : t('promos.create.title')}
      </DialogTitle>
      {review ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('promos.create.reviewText')}</DialogContentText>
              <PromoSummary body={review.body} companies={review.companies} />
              {mutation.isError && (
                <Alert severity="error" role="alert">
                  {apiErrorText(t, mutation.error)}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => setReview(null)} disabled={busy}>
              {t('promos.create.edit')}
            </Button>
            <Button
              variant="contained"
              onClick={create}
              disabled={busy}
              startIcon={
                busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
              }
            >
              {t('promos.create.confirm')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={(e) => void toReview(e)}>
          <DialogContent>
            <DatePickersProvider timeZone={CONSOLE_TIMEZONE}>
              <Stack spacing={2.5} sx={{ pt: 0.5 }}>
                <TextField
                  {...form.register('code')}
                  label={t('promos.fields.code')}
                  required
                  autoFocus
                  fullWidth
                  autoComplete="off"
                  error={Boolean(errors.code)}
                  helperText={fieldError('code') ?? t('promos.create.codeHint')}
                  slotProps={{
                    htmlInput: {
                      dir: 'ltr',
                      maxLength: 30,
                      spellCheck: false,
                      style: { textTransform: 'uppercase' },
                    },
                  }}
                />
                <Controller
                  control={form.control}
                  name="kind"
                  render={({ field }) => (
                    <ToggleButtonGroup
                      exclusive
                      fullWidth
                      size="small"
                      color="primary"
                      value={field.value}
                      onChange={(_, v: FormIn['kind'] | null) => v && field.onChange(v)}
                      aria-label={t('promos.fields.kind')}
                    >
                      <ToggleButton value="percentage">{t('promos.kind.percentage')}</ToggleButton>
                      <ToggleButton value="fixed">{t('promos.kind.fixed')}</ToggleButton>
                    </ToggleButtonGroup>
                  )}
                />
                <Controller
                  control={form.control}
                  name="value"
                  render={({ field }) => (
                    <AmountField
                      name={field.name}
                      inputRef={field.ref}
                      label={t('promos.fields.value')}
                      unit={kind === 'percentage' ? '%' : '$'}
                      value={field.value}
                      onChange={field.onChange}
                      error={Boolean(errors.value)}
                      helperText={
                        fieldError('value') ??
                        (kind === 'percentage'
                          ? t('promos.create.percentageHint')
                          : t('promos.create.fixedHint'))
                      }
                    />
                  )}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {(['valid_from', 'valid_until'] as const).map((name) => (
                    <Controller
                      key={name}
                      control={form.control}
                      name={name}
                      render={({ field }) => (
                        <DatePicker
                          label={t(`promos.fields.${name}`)}
                          value={field.value ? zonedDay(field.value, CONSOLE_TIMEZONE) : null}
                          onChange={(d) => field.onChange(dayOf(d))}
                          timezone={CONSOLE_TIMEZONE}
                          slotProps={{
                            textField: {
                              name,
                              fullWidth: true,
                              required: true,
                              error: Boolean(errors[name]),
                              helperText: fieldError(name),
                            },
                          }}
                        />
                      )}
                    />
                  ))}
                </Stack>
                <TextField
                  {...form.register('usage_limit')}
                  label={t('promos.fields.usage_limit')}
                  fullWidth
                  autoComplete="off"
                  error={Boolean(errors.usage_limit)}
                  helperText={fieldError('usage_limit') ?? t('promos.create.limitHint')}
                  slotProps={{
                    htmlInput: { inputMode: 'numeric', dir: 'ltr', max: USAGE_LIMIT_MAX },
                  }}
                />
                <Controller
                  control={form.control}
                  name="corporate_ids"
                  render={({ field }) => (
                    <CompaniesPicker
                      status="approved"
                      value={field.value}
                      onChange={field.onChange}
                      field={{
                        name: 'companies',
                        label: t('promos.fields.companies'),
                        error: Boolean(errors.corporate_ids),
                        helperText: fieldError('corporate_ids') ?? t('promos.create.companiesHint'),
                      }}
                    />
                  )}
                />
              </Stack>
            </DatePickersProvider>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('promos.create.next')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
