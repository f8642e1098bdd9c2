import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  ALERT_DAYS_BEFORE_MAX,
  ALERT_DAYS_BEFORE_MIN,
  type MoneyWatchSettings,
} from '@trayecto/contracts';
import { isApiError } from '../../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../../lib/i18n-errors.ts';
import { moneyWatchKeys, saveMoneyAlerts } from '../../api/money-watch-api.ts';
import {
  alertsFieldOf,
  alertsFormSchema,
  settingsToForm,
  type AlertsField,
  type AlertsFormValues,
} from '../../lib/alerts-form.ts';
import { RecipientsField } from './recipients-field.tsx';

type AlertsControl = Control<AlertsFormValues, unknown, MoneyWatchSettings>;

const DAYS = { min: ALERT_DAYS_BEFORE_MIN, max: ALERT_DAYS_BEFORE_MAX };

/** A switch with its words and, under them, what it does (its description). */
function SwitchField({
  control,
  name,
  label,
  hint,
}: {
  control: AlertsControl;
  name: 'alerts_enabled' | 'statement_enabled';
  label: string;
  hint: string;
}) {
  const hintId = `money-alerts-${name}-hint`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <FormControlLabel
            label={label}
            control={
              <Switch
                name={field.name}
                checked={field.value}
                onChange={(_, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { 'aria-describedby': hintId } }}
              />
            }
          />
          <FormHelperText id={hintId} sx={{ mt: -0.5, mx: 0, pl: '47px' }}>
            {hint}
          </FormHelperText>
        </div>
      )}
    />
  );
}

/**
 * "Alertas": the low-balance threshold (optional), how many days ahead the forecast warns, who
 * gets the alerts and the statement (none: the company's e-mail), and the two switches, checked
 * with the contract's moneyWatchSettingsSchema and saved with PUT /wallet/alerts (the server
 * checks the balance against them at once). Mounted afresh for each opening.
 */
export function AlertsDialog({
  open,
  onClose,
  settings,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  settings: MoneyWatchSettings;
  onSaved: (saved: MoneyWatchSettings) => void;
}) {
  const { t } = useTranslation('balance');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AlertsFormValues, unknown, MoneyWatchSettings>({
    resolver: zodResolver(alertsFormSchema),
    mode: 'onTouched',
    defaultValues: settingsToForm(settings),
  });
  const { isSubmitting, errors } = form.formState;

  const fieldError = (name: AlertsField): string | undefined => {
    const code = errors[name]?.message;
    if (!code) return undefined;
    // a number of days that is not a whole number from 1 to 30: say which are accepted
    if (name === 'days_before' && code === 'validation_error')
      return t('alerts.daysBeforeInvalid', DAYS);
    return errorText(t, code);
  };

  const handleSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      const saved = await saveMoneyAlerts(body);
      queryClient.setQueryData(moneyWatchKeys.alerts(), saved);
      // the forecast carries the threshold, the days and whether the balance is low now
      void queryClient.invalidateQueries({ queryKey: moneyWatchKeys.forecast() });
      onSaved(saved);
    } catch (e) {
      if (!isApiError(e)) return setServerError(apiErrorText(t, e));
      // an error that belongs to a field is said there, once; only the rest goes above
      let onAField = false;
      for (const [path, message] of Object.entries(e.fields ?? {})) {
        const field = alertsFieldOf(path);
        if (!field) continue;
        form.setError(field, { message }, { shouldFocus: !onAField });
        onAField = true;
      }
      if (!onAField) setServerError(apiErrorText(t, e));
    }
  });

  const text = (
    name: 'threshold' | 'days_before',
    extra: { label: string; hint: string; adornment?: ReactNode; autoFocus?: boolean },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={extra.label}
          fullWidth
          autoFocus={extra.autoFocus}
          error={Boolean(fieldError(name))}
          helperText={fieldError(name) ?? extra.hint}
          slotProps={{
            htmlInput: {
              inputMode: name === 'threshold' ? 'decimal' : 'numeric',
              dir: 'ltr',
              autoComplete: 'off',
            },
            input: extra.adornment
              ? {
                  startAdornment: (
                    <InputAdornment position="start">{extra.adornment}</InputAdornment>
                  ),
                }
              : {},
          }}
        />
      )}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="money-alerts-title"
      aria-describedby="money-alerts-intro"
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <form noValidate onSubmit={(e) => void handleSubmit(e)} aria-busy={isSubmitting || undefined}>
        <DialogTitle id="money-alerts-title">{t('alerts.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <DialogContentText id="money-alerts-intro" variant="body2">
              {t('alerts.intro')}
            </DialogContentText>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('threshold', {
                label: t('alerts.threshold'),
                hint: t('alerts.thresholdHint'),
                adornment: '$',
                autoFocus: true,
              })}
              {text('days_before', {
                label: t('alerts.daysBefore'),
                hint: t('alerts.daysBeforeHint', DAYS),
              })}
            </Stack>
            <RecipientsField
              control={form.control}
              error={fieldError('recipients')}
              onEdited={() => form.clearErrors('recipients')}
              disabled={isSubmitting}
            />
            <Stack spacing={1}>
              <SwitchField
                control={form.control}
                name="alerts_enabled"
                label={t('alerts.alertsEnabled')}
                hint={t('alerts.alertsEnabledHint')}
              />
              <SwitchField
                control={form.control}
                name="statement_enabled"
                label={t('alerts.statementEnabled')}
                hint={t('alerts.statementEnabledHint')}
              />
            </Stack>
            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('alerts.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} loadingPosition="start">
            {t('alerts.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
