import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  CITY_IDS,
  CITY_NAMES,
  COST_CENTER_MAX,
  GROUP_NAME_MAX,
  SERVICE_TYPE_IDS,
  SERVICE_TYPE_NAMES,
  type CityId,
  type Group,
  type Weekday,
} from '@trayecto/contracts';
import { WEEK_ORDER, weekdayName } from '../../../components/policy/policy-summary.ts';
import { currentLanguage, isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText as codeText } from '../../../lib/i18n-errors.ts';
import { createGroup, updateGroup } from '../api/groups-api.ts';
import {
  emptyGroupForm,
  formFieldOf,
  groupFormSchemaFor,
  groupToForm,
  type GroupFormOut,
  type GroupFormValues,
} from '../lib/group-form.ts';

type Field = FieldPath<GroupFormValues>;

const MAX: Partial<Record<Field, number>> = { name: GROUP_NAME_MAX, cost_center: COST_CENTER_MAX };

/**
 * A new group (group = null) or a group's name, cost centre and travel policy: the service types,
 * days, hours and cities its members may travel on (none chosen: any), the caps per trip and per
 * month (empty: none), whether a reason and a cost centre are required, and what happens to a
 * booking that breaks a rule: refused, or sent to an approver (issue 13, part 3).
 */
export function GroupDialog({
  open,
  group,
  onClose,
  onSaved,
}: {
  open: boolean;
  group: Group | null;
  onClose: () => void;
  onSaved: (group: Group, created: boolean) => void;
}) {
  const { t } = useTranslation('groups');
  const lang = currentLanguage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [serverError, setServerError] = useState<string | null>(null);
  // mounted afresh for every opening (keyed by its opener)
  const form = useForm<GroupFormValues, unknown, GroupFormOut>({
    // an edited group keeps the rules of its policy this editor does not show
    resolver: zodResolver(groupFormSchemaFor(group?.policy)),
    mode: 'onTouched',
    defaultValues: group ? groupToForm(group) : emptyGroupForm,
  });
  const { errors, isSubmitting } = form.formState;

  const errorText = (field: Field): string | undefined => {
    const code =
      field === 'hours.from'
        ? errors.hours?.from?.message
        : field === 'hours.to'
          ? errors.hours?.to?.message
          : (errors[field as keyof GroupFormValues] as { message?: string } | undefined)?.message;
    return code ? codeText(t, code, { max: MAX[field] ?? 0 }) : undefined;
  };

  const handleSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      onSaved(group ? await updateGroup(group._id, body) : await createGroup(body), !group);
    } catch (e) {
      if (!isApiError(e)) return setServerError(t('errors:unknown'));
      // an error that belongs to a field is said there, once; only the rest goes above the form
      let onAField = false;
      for (const [path, message] of Object.entries(e.fields ?? {})) {
        const field = formFieldOf(path) as Field | null;
        if (field) {
          form.setError(field, { message }, { shouldFocus: !onAField });
          onAField = true;
        }
      }
      if (!onAField) setServerError(apiErrorText(t, e));
    }
  });

  const name = form.register('name');
  const costCenter = form.register('cost_center');
  const amount = (field: 'max_per_trip' | 'max_per_month', label: string) => {
    const reg = form.register(field);
    return (
      <TextField
        {...reg}
        inputRef={reg.ref}
        label={label}
        fullWidth
        error={Boolean(errors[field])}
        helperText={errorText(field) ?? t('editor.noCap')}
        slotProps={{
          htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
    );
  };
  const hour = (key: 'from' | 'to') => {
    const reg = form.register(`hours.${key}`);
    const field: Field = `hours.${key}`;
    const id = `group-hours-${key}`;
    const error = errorText(field);
    return (
      <TextField
        {...reg}
        id={id}
        inputRef={reg.ref}
        label={t(key === 'from' ? 'editor.hoursFrom' : 'editor.hoursTo')}
        placeholder="HH:MM"
        fullWidth
        error={Boolean(error)}
        helperText={error}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            dir: 'ltr',
            maxLength: 5,
            autoComplete: 'off',
            // its own error (when any), then what the window means
            'aria-describedby': error ? `${id}-helper-text group-hours-hint` : 'group-hours-hint',
          },
        }}
      />
    );
  };

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="group-dialog-title"
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <form noValidate onSubmit={(e) => void handleSubmit(e)}>
        <DialogTitle id="group-dialog-title">
          {t(group ? 'editor.editTitle' : 'editor.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...name}
                inputRef={name.ref}
                label={t('editor.name')}
                required
                autoFocus
                autoComplete="off"
                fullWidth
                error={Boolean(errors.name)}
                helperText={errorText('name')}
                slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX } }}
              />
              <TextField
                {...costCenter}
                inputRef={costCenter.ref}
                label={t('editor.costCenter')}
                autoComplete="off"
                fullWidth
                error={Boolean(errors.cost_center)}
                helperText={errorText('cost_center') ?? t('editor.costCenterHint')}
                slotProps={{ htmlInput: { maxLength: COST_CENTER_MAX } }}
              />
            </Stack>

            <Divider />
            <div>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('editor.policy')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('editor.policyHint')}
              </Typography>
            </div>

            <Controller
              control={form.control}
              name="service_types"
              render={({ field }) => (
                <FormControl
                  component="fieldset"
                  variant="standard"
                  error={Boolean(errors.service_types)}
                >
                  <FormLabel component="legend">{t('editor.serviceTypes')}</FormLabel>
                  <FormGroup row>
                    {SERVICE_TYPE_IDS.map((id) => (
                      <FormControlLabel
                        key={id}
                        label={SERVICE_TYPE_NAMES[id][lang]}
                        control={
                          <Checkbox
                            checked={field.value.includes(id)}
                            onChange={(e) =>
                              field.onChange(
                                e.target.checked
                                  ? SERVICE_TYPE_IDS.filter(
                                      (s) => s === id || field.value.includes(s),
                                    )
                                  : field.value.filter((s) => s !== id),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>
                    {errorText('service_types') ?? t('editor.anyServiceType')}
                  </FormHelperText>
                </FormControl>
              )}
            />

            <Controller
              control={form.control}
              name="weekdays"
              render={({ field }) => (
                <FormControl
                  component="fieldset"
                  variant="standard"
                  error={Boolean(errors.weekdays)}
                >
                  <FormLabel component="legend" id="group-weekdays-label" sx={{ mb: 1 }}>
                    {t('editor.weekdays')}
                  </FormLabel>
                  <ToggleButtonGroup
                    value={field.value}
                    onChange={(_, days: Weekday[]) => field.onChange(days)}
                    aria-labelledby="group-weekdays-label"
                    color="primary"
                    size="small"
                    fullWidth
                  >
                    {WEEK_ORDER.map((day) => (
                      <ToggleButton
                        key={day}
                        value={day}
                        aria-label={weekdayName(day, lang, 'long')}
                        sx={{ px: 0.5, minWidth: 0, textTransform: 'none' }}
                      >
                        {weekdayName(day, lang, phone ? 'narrow' : 'short')}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                  <FormHelperText>{errorText('weekdays') ?? t('editor.anyDay')}</FormHelperText>
                </FormControl>
              )}
            />

            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <FormLabel component="legend" sx={{ mb: 1.5 }}>
                {t('editor.hours')}
              </FormLabel>
              <Stack direction="row" spacing={2}>
                {hour('from')}
                {hour('to')}
              </Stack>
              <FormHelperText id="group-hours-hint">{t('editor.hoursHint')}</FormHelperText>
            </Box>

            <Controller
              control={form.control}
              name="cities"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  disableCloseOnSelect
                  options={CITY_IDS as readonly CityId[]}
                  value={field.value}
                  onChange={(_, cities) => field.onChange(cities)}
                  onBlur={field.onBlur}
                  getOptionLabel={(id) => CITY_NAMES[id]}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      name={field.name}
                      inputRef={field.ref}
                      label={t('editor.cities')}
                      helperText={errorText('cities') ?? t('editor.anyCity')}
                      error={Boolean(errors.cities)}
                    />
                  )}
                />
              )}
            />

            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {amount('max_per_trip', t('editor.maxPerTrip'))}
              {amount('max_per_month', t('editor.maxPerMonth'))}
            </Stack>

            <FormGroup>
              {(
                [
                  ['require_reason', 'editor.requireReason', 'editor.requireReasonHint'],
                  [
                    'require_cost_center',
                    'editor.requireCostCenter',
                    'editor.requireCostCenterHint',
                  ],
                ] as const
              ).map(([name, label, hint]) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <FormControlLabel
                      sx={{ alignItems: 'flex-start', mb: 1 }}
                      control={
                        <Switch
                          name={field.name}
                          checked={field.value}
                          onChange={(e) => field.onChange(e.target.checked)}
                          onBlur={field.onBlur}
                        />
                      }
                      label={
                        <Box sx={{ pt: 1 }}>
                          <Typography variant="body2">{t(label)}</Typography>
                          <Typography variant="caption" color="text.secondary">
                            {t(hint)}
                          </Typography>
                        </Box>
                      }
                    />
                  )}
                />
              ))}
            </FormGroup>

            <Controller
              control={form.control}
              name="on_violation"
              render={({ field }) => (
                <FormControl
                  component="fieldset"
                  variant="standard"
                  error={Boolean(errors.on_violation)}
                >
                  <FormLabel component="legend" id="group-on-violation-label" sx={{ mb: 0.5 }}>
                    {t('editor.onViolation')}
                  </FormLabel>
                  <RadioGroup
                    name={field.name}
                    value={field.value}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                    aria-labelledby="group-on-violation-label"
                  >
                    {(
                      [
                        ['refuse', 'editor.onViolationRefuse', 'editor.onViolationRefuseHint'],
                        [
                          'approval',
                          'editor.onViolationApproval',
                          'editor.onViolationApprovalHint',
                        ],
                      ] as const
                    ).map(([value, label, hint]) => (
                      <FormControlLabel
                        key={value}
                        value={value}
                        sx={{ alignItems: 'flex-start', mb: 1 }}
                        control={<Radio />}
                        label={
                          <Box sx={{ pt: 1 }}>
                            <Typography variant="body2">{t(label)}</Typography>
                            <Typography variant="caption" color="text.secondary">
                              {t(hint)}
                            </Typography>
                          </Box>
                        }
                      />
                    ))}
                  </RadioGroup>
                  {errors.on_violation && (
                    <FormHelperText>{errorText('on_violation')}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
          </Stack>
          {serverError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {serverError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={
              isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
          >
            {t(group ? 'editor.save' : 'editor.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
