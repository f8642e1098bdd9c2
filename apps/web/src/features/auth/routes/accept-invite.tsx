import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import type { AcceptInviteBody, InviteInfo } from '@trayecto/contracts/team';
import { UserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { setLoginNotice } from '../../../lib/navigation.ts';
import { acceptInvite, getInvite, teamKeys } from '../../team/api/team-api.ts';
import { acceptInviteResolver, preloadPasswordRule } from '../../../lib/lazy-password-rule.ts';
import { NOT_APPROVED_NOTICE } from '../api/notices.ts';
import { enterPanel } from '../api/sign-in.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

/** A company's name inside a translated title: in its own direction (first strong isolate). */
const isolated = (text: string) => `\u2068${text}\u2069`;

type DeadLink = 'invite_invalid' | 'invite_expired';

/**
 * A link that will never work: unknown or used (invalid), or past its time (expired). Reading
 * it, a malformed token (400) is as unknown as a missing one; the accept's 400 is the password's.
 */
function deadLinkOf(error: unknown, reading = false): DeadLink | null {
  if (!isApiError(error)) return null;
  if (error.error_code === 'invite_expired' || error.status === 410) return 'invite_expired';
  if (error.error_code === 'invite_invalid' || error.status === 404) return 'invite_invalid';
  if (reading && error.status === 400) return 'invite_invalid';
  return null;
}

/** The invitation is of no use: why, and the way to the login page. */
function DeadLinkPage({ code }: { code: DeadLink }) {
  const { t } = useTranslation('team');
  return (
    <AuthShell
      title={t(code === 'invite_expired' ? 'invite.expiredTitle' : 'invite.invalidTitle')}
      icon={{ node: <LinkOffOutlined />, tone: 'error' }}
    >
      <Stack spacing={2.5}>
        <Alert severity="error" variant="outlined" role="alert">
          {errorText(t, code)}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          {t('invite.toLogin')}
        </Button>
      </Stack>
    </AuthShell>
  );
}

/** Who is invited, as what, to which company. */
function InviteSummary({ invite }: { invite: InviteInfo }) {
  const { t } = useTranslation('team');
  const rows = [
    { key: 'name', label: t('invite.name'), value: <UserText>{invite.name}</UserText> },
    { key: 'email', label: t('invite.email'), value: <UserText>{invite.email}</UserText> },
    {
      key: 'role',
      label: t('invite.role'),
      value: (
        <>
          {t(`roleNames.${invite.role}`)}
          <Typography
            variant="caption"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {t(`roleDescriptions.${invite.role}`)}
          </Typography>
        </>
      ),
    },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mb: 3,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * /invite/:token: the link of a member's invitation e-mail (issue 13). Shows the company, the
 * person and the role, asks for a password, and enters the panel with the session the accept
 * answers, as the login form does (api/sign-in.ts enterPanel). Its texts are the team
 * namespace's (the route waits for the feature texts: app/routes.ts).
 */
export function Component() {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  // the link has been used: the session is being stored (its query cache cleared) and the panel
  // opened; the invitation is not read again
  const [entering, setEntering] = useState(false);
  const invite = useQuery({
    queryKey: teamKeys.invite(token),
    queryFn: ({ signal }) => getInvite(token, signal),
    // an unknown or expired link stays so: not asked again
    retry: (n, e) => deadLinkOf(e, true) === null && n < 2,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !entering,
  });
  const [dead, setDead] = useState<DeadLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AcceptInviteBody>({
    resolver: acceptInviteResolver,
    mode: 'onTouched',
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: 'password' });

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    let accepted = false;
    try {
      const session = await acceptInvite(token, values);
      accepted = true;
      setEntering(true);
      const result = await enterPanel(session);
      if (result.status === 'not_approved') {
        setLoginNotice(NOT_APPROVED_NOTICE);
        await navigate('/login', { replace: true });
        return;
      }
      await navigate('/dashboards', { replace: true });
    } catch (e) {
      if (accepted) {
        // the password is chosen and the link used; entering failed (GET /me): sign in instead
        console.error('Entering the panel after the invitation failed', e);
        await navigate('/login', { replace: true });
        return;
      }
      const gone = deadLinkOf(e);
      if (gone) return setDead(gone);
      if (isApiError(e)) {
        if (e.error_code === 'passwords_must_match') {
          form.setError('confirm_password', { message: e.error_code });
          return;
        }
        const fields = Object.entries(e.fields ?? {}).filter(
          (entry): entry is ['password' | 'confirm_password', string] =>
            entry[0] === 'password' || entry[0] === 'confirm_password',
        );
        for (const [field, message] of fields) form.setError(field, { message });
        if (fields.length > 0) return;
      }
      setFailure(apiErrorText(t, e));
    }
  });

  if (entering) return <FullPageLoader label={t('invite.entering')} />;
  const gone = dead ?? deadLinkOf(invite.error, true);
  if (gone) return <DeadLinkPage code={gone} />;
  if (invite.isPending) return <FullPageLoader label={t('invite.loading')} />;
  if (!invite.data) {
    return (
      <AuthShell title={t('invite.loadErrorTitle')}>
        <Alert
          severity="error"
          variant="outlined"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void invite.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        >
          {apiErrorText(t, invite.error)}
        </Alert>
      </AuthShell>
    );
  }

  const data = invite.data;
  return (
    <AuthShell
      title={t('invite.title', { company: isolated(data.company_name) })}
      subtitle={t('invite.subtitle')}
    >
      <InviteSummary invite={data} />
      {failure && (
        <Alert severity="error" variant="outlined" sx={{ mb: 3 }} role="alert">
          {failure}
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(e) => void handleSubmit(e)}
        onInput={preloadPasswordRule}
        aria-label={t('invite.formLabel')}
      >
        {/* the account's e-mail, for the browser's password manager */}
        <input
          type="email"
          name="email"
          autoComplete="username"
          value={data.email}
          readOnly
          hidden
        />
        <NewPasswordFields
          password={form.register('password')}
          confirm={form.register('confirm_password')}
          value={typed}
          errors={errors}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          startIcon={
            isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
          }
          sx={{ py: 1.4 }}
        >
          {t('invite.submit')}
        </Button>
      </Stack>
    </AuthShell>
  );
}
