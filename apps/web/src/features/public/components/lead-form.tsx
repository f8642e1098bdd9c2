import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMPANY_SIZES, INDUSTRIES, LEAD_SOURCES } from '@trayecto/contracts/constants';
import { maskTaxId } from '@trayecto/contracts/format';
import {
  LEAD_COMPANY_MAX,
  LEAD_COMPANY_MIN,
  LEAD_MESSAGE_MAX,
  LEAD_MESSAGE_MIN,
  LEAD_NAME_MAX,
  LEAD_NAME_MIN,
  leadFormSchema,
  type LeadForm,
} from '@trayecto/contracts/leads';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/i18n-errors.ts';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { fetchCities, sendLead } from '../api/leads-api.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';

type FormIn = LeadForm;
type FormOut = z.output<typeof leadFormSchema>;
type Field = FieldPath<FormIn>;

const FIELDS: readonly Field[] = [
  'name',
  'company',
  'tax_id',
  'email',
  'phone',
  'city',
  'company_size',
  'industry',
  'lead_source',
  'message',
];

// The selects start empty: the schema says "required" until one is chosen.
const EMPTY = {
  name: '',
  company: '',
  tax_id: '',
  email: '',
  phone: '',
  city: '',
  company_size: '',
  industry: '',
  lead_source: '',
  message: '',
} as unknown as FormIn;

/** The bounds each field's messages name ({{min}}, {{max}}), from contracts. */
const BOUNDS: Partial<Record<Field, { min: number; max: number }>> = {
  name: { min: LEAD_NAME_MIN, max: LEAD_NAME_MAX },
  company: { min: LEAD_COMPANY_MIN, max: LEAD_COMPANY_MAX },
  message: { min: LEAD_MESSAGE_MIN, max: LEAD_MESSAGE_MAX },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

/**
 * The contact form of /contactanos (SPEC §5): every rule from contracts (leadFormSchema) with its
 * message, the cities from the server, and the captcha. Sent: /thank-you-registration.
 */
export function LeadFormCard() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const { state: captchaState, captcha } = useCaptcha();
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const cities = useQuery({
    queryKey: ['public', 'cities'],
    queryFn: ({ signal }) => fetchCities(signal),
    staleTime: Infinity,
    retry: 1,
  });

  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(leadFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';

  const fieldError = (field: Field) => {
    const code = errors[field]?.message;
    return code ? errorText(t, code, BOUNDS[field] ?? {}) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const payload = captcha.payload();
    if (!payload) {
      setCaptchaError(t('captcha.required'));
      captcha.verify();
      return;
    }
    setCaptchaError(undefined);
    try {
      await sendLead({ ...values, captcha: payload });
      void navigate('/thank-you-registration');
      return;
    } catch (e) {
      // a solution is single use, and this one may have been spent: solve a new one
      captcha.renew();
      if (isApiError(e) && e.error_code === 'captcha_failed') {
        setCaptchaError(errorText(t, 'captcha_failed'));
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
      if (!onAField) setServerError(errorText(t, 'form_send_error'));
    }
  });

  const text = (
    field: Exclude<Field, 'phone' | 'tax_id'>,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => {
    const reg = form.register(field);
    return (
      <TextField
        {...reg}
        inputRef={reg.ref}
        label={t(`contact.fields.${LABEL_KEYS[field]}`)}
        required
        fullWidth
        error={Boolean(errors[field])}
        helperText={fieldError(field)}
        {...extra}
      />
    );
  };

  const select = (
    field: 'company_size' | 'industry' | 'lead_source',
    options: readonly string[],
    label: (code: string) => string,
  ) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: f }) => (
        <TextField
          select
          name={f.name}
          inputRef={f.ref}
          value={f.value ?? ''}
          onChange={f.onChange}
          onBlur={f.onBlur}
          label={t(`contact.fields.${LABEL_KEYS[field]}`)}
          required
          fullWidth
          error={Boolean(errors[field])}
          helperText={fieldError(field)}
        >
          {options.map((code) => (
            <MenuItem key={code} value={code}>
              {label(code)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  const citiesFailed = cities.isError;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-describedby="lead-form-note">
      <Stack spacing={3}>
        <Typography id="lead-form-note" variant="body2" color="text.secondary">
          {t('contact.requiredNote')}
        </Typography>

        <Section title={t('contact.sections.you')}>
          <Grid size={{ xs: 12, sm: 6 }}>{text('name', { autoComplete: 'name' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {text('email', {
              type: 'email',
              autoComplete: 'email',
              slotProps: { htmlInput: { dir: 'ltr', inputMode: 'email' } },
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <PhoneField
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={t('contact.fields.phone')}
                  required
                  error={Boolean(errors.phone)}
                  helperText={fieldError('phone') ?? t('contact.hints.phone')}
                />
              )}
            />
          </Grid>
        </Section>

        <Section title={t('contact.sections.company')}>
          <Grid size={{ xs: 12, sm: 6 }}>{text('company', { autoComplete: 'organization' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="tax_id"
              render={({ field }) => (
                <TextField
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(maskTaxId(e.target.value))}
                  onBlur={field.onBlur}
                  label={t('contact.fields.taxId')}
                  required
                  fullWidth
                  placeholder="J-12345678-9"
                  error={Boolean(errors.tax_id)}
                  helperText={fieldError('tax_id') ?? t('contact.hints.taxId')}
                  slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {citiesFailed ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void cities.refetch()}>
                    {t('contact.retry')}
                  </Button>
                }
              >
                {errorText(t, 'cities_load_error')}
              </Alert>
            ) : (
              <Controller
                control={form.control}
                name="city"
                render={({ field }) => (
                  <TextField
                    select
                    name={field.name}
                    inputRef={field.ref}
                    value={cities.data ? (field.value ?? '') : ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    label={t('contact.fields.city')}
                    required
                    fullWidth
                    disabled={!cities.data}
                    error={Boolean(errors.city)}
                    helperText={
                      fieldError('city') ??
                      (cities.isPending ? t('contact.citiesLoading') : undefined)
                    }
                    slotProps={{
                      input: cities.isPending
                        ? {
                            endAdornment: (
                              <InputAdornment position="end" sx={{ mr: 3 }}>
                                <CircularProgress size={18} aria-hidden />
                              </InputAdornment>
                            ),
                          }
                        : {},
                    }}
                  >
                    {(cities.data ?? []).map((city) => (
                      <MenuItem key={city.id} value={city.name}>
                        {city.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select('company_size', COMPANY_SIZES, (code) => t(`sizes.${code}`))}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select('industry', INDUSTRIES, (code) => t(`industries.${code}`))}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select('lead_source', LEAD_SOURCES, (code) => t(`sources.${code}`))}
          </Grid>
        </Section>

        <Section title={t('contact.sections.message')}>
          <Grid size={12}>
            {text('message', {
              multiline: true,
              minRows: 4,
              maxRows: 12,
              helperText: (
                <Box
                  component="span"
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
                >
                  <span>
                    {fieldError('message') ??
                      t('contact.hints.message', { min: LEAD_MESSAGE_MIN, max: LEAD_MESSAGE_MAX })}
                  </span>
                  <Box
                    component="span"
                    dir="ltr"
                    sx={{
                      flexShrink: 0,
                      color: message.trim().length > LEAD_MESSAGE_MAX ? 'error.main' : undefined,
                    }}
                  >
                    {t('contact.hints.counter', {
                      length: message.trim().length,
                      max: LEAD_MESSAGE_MAX,
                    })}
                  </Box>
                </Box>
              ),
            })}
          </Grid>
        </Section>

        <CaptchaField state={captchaState} captcha={captcha} error={captchaError} />

        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}

        <Typography variant="caption" color="text.secondary">
          {t('contact.privacy')}
        </Typography>

        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {isSubmitting ? t('contact.sending') : t('contact.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The contact.fields key of each form field. */
const LABEL_KEYS = {
  name: 'name',
  company: 'company',
  tax_id: 'taxId',
  email: 'email',
  phone: 'phone',
  city: 'city',
  company_size: 'companySize',
  industry: 'industry',
  lead_source: 'leadSource',
  message: 'message',
} as const satisfies Record<Field, string>;
