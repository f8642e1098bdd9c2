import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { z } from 'zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { PHONE_DIGITS, updateProfileBodySchema } from '@trayecto/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { updateProfile } from '../api/profile-api.ts';
import { fieldErrorText } from './field-error.ts';
import { SectionCard } from './section-card.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';

const COUNTRY_CODES = [
  '+58',
  '+1',
  '+57',
  '+34',
  '+507',
  '+51',
  '+56',
  '+52',
  '+54',
  '+593',
  '+55',
  '+33',
];

// Every editable field present: the contract's partial body with all of them required.
const accountSchema = z.object({
  name: updateProfileBodySchema.shape.name.unwrap(),
  phone: updateProfileBodySchema.shape.phone.unwrap(),
  country_phone_code: updateProfileBodySchema.shape.country_phone_code.unwrap(),
});
type AccountValues = z.input<typeof accountSchema>;

export function AccountForm({
  notify,
}: {
  notify: (severity: 'success' | 'error', text: string) => void;
}) {
  const { t } = useTranslation('profile');
  const current = useSessionStore(
    useShallow((s) => ({
      name: s.name ?? '',
      phone: s.phone ?? '',
      country_phone_code: s.countryPhoneCode ?? '+58',
      email: s.email ?? '',
      unique_id: s.unique_id ?? '',
    })),
  );
  const form = useForm<AccountValues>({
    resolver: zodResolver(accountSchema),
    mode: 'onTouched',
    defaultValues: {
      name: current.name,
      phone: current.phone,
      country_phone_code: current.country_phone_code,
    },
  });
  const { errors, isSubmitting, isDirty, dirtyFields } = form.formState;
  // the company's data is the company's to write (issue 13): a role that may only read it sees it
  const canWrite = useCan('write', 'company');

  // a background refresh of the profile updates an untouched form
  useEffect(() => {
    if (!form.formState.isDirty) {
      form.reset({
        name: current.name,
        phone: current.phone,
        country_phone_code: current.country_phone_code,
      });
    }
  }, [current.name, current.phone, current.country_phone_code, form]);

  const handleSubmit = form.handleSubmit(async (values) => {
    const body = Object.fromEntries(
      Object.entries(values).filter(([key]) => dirtyFields[key as keyof AccountValues]),
    );
    try {
      const me = await updateProfile(body);
      form.reset({
        name: me.corporate.name,
        phone: me.corporate.phone,
        country_phone_code: me.corporate.country_phone_code,
      });
      notify('success', t('account.saved'));
    } catch (e) {
      if (isApiError(e) && e.fields) {
        for (const [field, message] of Object.entries(e.fields)) {
          if (field in values) form.setError(field as keyof AccountValues, { message });
        }
      }
      notify('error', isApiError(e) ? e.message : t('errors:unknown'));
    }
  });

  const codes = COUNTRY_CODES.includes(current.country_phone_code)
    ? COUNTRY_CODES
    : [current.country_phone_code, ...COUNTRY_CODES];
  const name = form.register('name');

  return (
    <SectionCard
      id="profile-account"
      title={t('account.title')}
      subtitle={t('account.subtitle')}
      icon={<BadgeOutlined />}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-label={t('account.title')}
        spacing={3}
      >
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12 }}>
            <TextField
              {...name}
              inputRef={name.ref}
              label={t('account.name')}
              fullWidth
              disabled={!canWrite}
              autoComplete="organization"
              slotProps={{ htmlInput: { dir: 'auto' } }}
              error={Boolean(errors.name)}
              helperText={fieldErrorText(t, errors.name, { max: 120 })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('account.email')}
              value={current.email}
              fullWidth
              slotProps={{ input: { readOnly: true } }}
              helperText={t('account.readOnly')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('panelId')}
              value={current.unique_id}
              fullWidth
              slotProps={{ input: { readOnly: true } }}
              helperText={t('account.readOnly')}
            />
          </Grid>
          <Grid size={{ xs: 5, sm: 4 }}>
            <Controller
              control={form.control}
              name="country_phone_code"
              render={({ field }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  select
                  slotProps={{
                    select: { renderValue: (value) => <bdi dir="ltr">{String(value)}</bdi> },
                  }}
                  label={t('account.countryCode')}
                  fullWidth
                  disabled={!canWrite}
                  error={Boolean(errors.country_phone_code)}
                  helperText={fieldErrorText(t, errors.country_phone_code)}
                >
                  {codes.map((code) => (
                    <MenuItem key={code} value={code} dir="ltr">
                      {code}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 7, sm: 8 }}>
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <PhoneField
                  name={field.name}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  label={t('account.phone')}
                  disabled={!canWrite}
                  error={Boolean(errors.phone)}
                  helperText={
                    fieldErrorText(t, errors.phone) ??
                    t('account.phoneHint', { count: PHONE_DIGITS })
                  }
                />
              )}
            />
          </Grid>
        </Grid>
        {canWrite && (
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'flex-end' }}
          >
            <Button disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!isDirty || isSubmitting}
              startIcon={
                isSubmitting ? (
                  <CircularProgress size={16} color="inherit" aria-hidden />
                ) : undefined
              }
            >
              {t('account.save')}
            </Button>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
