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
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  TEAM_INVITE_TTL_MS,
  inviteMemberBodySchema,
  type InviteMemberBody,
  type TeamMember,
} from '@trayecto/contracts/team';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText as codeText } from '../../../lib/i18n-errors.ts';
import { inviteMember } from '../api/team-api.ts';
import { RoleSelect } from './role-select.tsx';

type Field = FieldPath<InviteMemberBody>;
const FIELDS: Field[] = ['name', 'email', 'role'];
/** contracts team.ts: a member's name is at most 120 characters */
const NAME_MAX = 120;
const EMPTY: InviteMemberBody = { name: '', email: '', role: 'viewer' };

/** Invite someone by e-mail with a role: the server sends the link to choose a password. */
export function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (member: TeamMember) => void;
}) {
  const { t } = useTranslation('team');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [serverError, setServerError] = useState<string | null>(null);
  // mounted afresh for every opening (keyed by its opener)
  const form = useForm<InviteMemberBody>({
    resolver: zodResolver(inviteMemberBodySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const errorText = (field: Field) => {
    const code = errors[field]?.message;
    return code ? codeText(t, code, { max: NAME_MAX }) : undefined;
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      onInvited(await inviteMember(values));
    } catch (e) {
      if (!isApiError(e)) return setServerError(t('errors:unknown'));
      // an error that belongs to a field is said there, once; only the rest goes above the form
      let onAField = false;
      if (e.error_code === 'member_email_taken') {
        form.setError('email', { message: e.error_code }, { shouldFocus: true });
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

  const name = form.register('name');
  const email = form.register('email');
  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="invite-member-title"
      aria-describedby="invite-member-text"
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <form noValidate onSubmit={(e) => void handleSubmit(e)}>
        <DialogTitle id="invite-member-title">{t('inviteDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="invite-member-text" sx={{ mb: 2 }}>
            {t('inviteDialog.text', { count: TEAM_INVITE_TTL_MS / 3_600_000 })}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              {...name}
              inputRef={name.ref}
              label={t('inviteDialog.name')}
              required
              autoFocus
              autoComplete="off"
              fullWidth
              error={Boolean(errors.name)}
              helperText={errorText('name')}
            />
            <TextField
              {...email}
              inputRef={email.ref}
              label={t('inviteDialog.email')}
              required
              type="email"
              autoComplete="off"
              fullWidth
              error={Boolean(errors.email)}
              helperText={errorText('email')}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email', spellCheck: false } }}
            />
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <RoleSelect
                  name={field.name}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={field.onChange}
                  label={t('inviteDialog.role')}
                  fullWidth
                  error={Boolean(errors.role)}
                  helperText={errorText('role') ?? t(`roleDescriptions.${field.value}`)}
                />
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
            {t('inviteDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
