import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  PAYROLL_DEPARTMENT_MAX,
  PAYROLL_NAME_MAX,
  PHONE_DIGITS,
  maskIdCard,
  type PayrollUser,
} from '@trayecto/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText as codeText } from '../../../lib/i18n-errors.ts';
import { useGroups } from '../../groups/api/groups-queries.ts';
import { createUser, updateUser } from '../api/payroll-api.ts';
import {
  changedFields,
  emptyUserForm,
  userFormSchema,
  userToForm,
  type UserFormIn,
  type UserFormOut,
} from '../lib/user-form.ts';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { UserText } from '../../../components/user-text.tsx';

type Field = FieldPath<UserFormIn>;
const FIELDS: Field[] = [
  'name',
  'email',
  'phone',
  'id_card',
  'department',
  'overdraft',
  'group_id',
];

/** Add a collaborator (user = null) or edit one. */
export function UserFormDialog({
  open,
  user,
  onClose,
  onSaved,
}: {
  open: boolean;
  user: PayrollUser | null;
  onClose: () => void;
  onSaved: (user: PayrollUser, created: boolean) => void;
}) {
  const { t } = useTranslation('payroll');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [serverError, setServerError] = useState<string | null>(null);
  // the groups to choose from (issue 13): their travel policy applies to the collaborator
  const groups = useGroups(open);
  const form = useForm<UserFormIn, unknown, UserFormOut>({
    resolver: zodResolver(userFormSchema),
    mode: 'onTouched',
    // mounted afresh for every opening (keyed by its opener)
    defaultValues: user ? userToForm(user) : emptyUserForm,
  });
  const { errors, isSubmitting } = form.formState;

  const errorText = (field: Field) => {
    const code = errors[field]?.message;
    if (!code) return undefined;
    const max = field === 'name' ? PAYROLL_NAME_MAX : PAYROLL_DEPARTMENT_MAX;
    return codeText(t, code, { max });
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (user) {
        const body = changedFields(userFormSchema.parse(userToForm(user)), values);
        if (Object.keys(body).length === 0) return onClose();
        onSaved(await updateUser(user._id, body), false);
      } else {
        onSaved(await createUser(values), true);
      }
    } catch (e) {
      if (!isApiError(e)) return setServerError(t('errors:unknown'));
      // An error that belongs to a field is said there, once; only the rest goes above the form.
      let onAField = false;
      if (e.error_code === 'duplicate_email') {
        form.setError('email', { message: 'duplicate_email' }, { shouldFocus: true });
        onAField = true;
      }
      for (const [field, message] of Object.entries(e.fields ?? {})) {
        if (FIELDS.includes(field as Field)) {
          form.setError(field as Field, { message });
          onAField = true;
        }
      }
      if (!onAField) setServerError(apiErrorText(t, e));
    }
  });

  const text = (
    field: Field,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => {
    const reg = form.register(field);
    return (
      <TextField
        {...reg}
        inputRef={reg.ref}
        label={label}
        fullWidth
        error={Boolean(errors[field])}
        helperText={errorText(field)}
        {...extra}
      />
    );
  };

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="user-form-title"
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="user-form-title">
          {t(user ? 'form.editTitle' : 'form.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              {text('name', t('fields.name'), {
                required: true,
                autoFocus: true,
                autoComplete: 'name',
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('email', t('fields.email'), {
                required: true,
                type: 'email',
                autoComplete: 'email',
                slotProps: { htmlInput: { dir: 'ltr' } },
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
                    onBlur={field.onBlur}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    label={t('fields.phone')}
                    required
                    error={Boolean(errors.phone)}
                    helperText={errorText('phone') ?? t('form.phoneHint', { count: PHONE_DIGITS })}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="id_card"
                render={({ field }) => (
                  <TextField
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    value={field.value}
                    onChange={(e) => field.onChange(maskIdCard(e.target.value))}
                    label={t('fields.idCard')}
                    required
                    fullWidth
                    placeholder="V-12345678"
                    error={Boolean(errors.id_card)}
                    helperText={errorText('id_card') ?? t('form.idCardHint')}
                    slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('department', t('fields.department'), {
                helperText: errorText('department') ?? t('form.optional'),
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="overdraft"
                render={({ field }) => (
                  <TextField
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    value={field.value}
                    onChange={(e) => field.onChange(e.target.value)}
                    label={t(user ? 'fields.overdraft' : 'fields.initialOverdraft')}
                    fullWidth
                    error={Boolean(errors.overdraft)}
                    helperText={errorText('overdraft') ?? t('form.overdraftHint')}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                      input: {
                        startAdornment: <InputAdornment position="start">$</InputAdornment>,
                      },
                    }}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="group_id"
                render={({ field }) => {
                  const list = groups.data ?? [];
                  // a group the list does not have (not read yet, or removed meanwhile)
                  const unknown = field.value && !list.some((g) => g._id === field.value);
                  return (
                    <TextField
                      select
                      name={field.name}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      value={field.value}
                      onChange={(e) => field.onChange(e.target.value)}
                      label={t('fields.group')}
                      fullWidth
                      error={Boolean(errors.group_id)}
                      helperText={
                        errorText('group_id') ??
                        (groups.isError
                          ? t('form.groupsError')
                          : groups.isPending
                            ? t('form.groupsLoading')
                            : t('form.groupHint'))
                      }
                      slotProps={{
                        select: { displayEmpty: true },
                        inputLabel: { shrink: true },
                      }}
                    >
                      <MenuItem value="">
                        <em>{t('form.noGroup')}</em>
                      </MenuItem>
                      {unknown && <MenuItem value={field.value}>{t('form.groupUnknown')}</MenuItem>}
                      {list.map((g) => (
                        <MenuItem key={g._id} value={g._id}>
                          <UserText>{g.name}</UserText>
                        </MenuItem>
                      ))}
                    </TextField>
                  );
                }}
              />
            </Grid>
          </Grid>
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
            {t(user ? 'form.save' : 'form.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
