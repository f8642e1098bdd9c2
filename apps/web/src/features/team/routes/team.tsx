import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { TEAM_MAX_MEMBERS } from '@trayecto/contracts/team';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { datedFileName, saveBlob } from '../../balance/api/download.ts';
import { exportTeamCsv } from '../api/team-api.ts';
import { putMember, refreshTeam, useTeam } from '../api/team-queries.ts';
import { InviteDialog } from '../components/invite-dialog.tsx';
import { useMemberActions } from '../components/member-actions.tsx';
import { TeamList } from '../components/team-list.tsx';

/**
 * /team: the company's own login (the owner) and the members it invited, each with a role
 * (issue 13). With write:team: invite, change a role, deactivate, activate, resend an invitation;
 * never on oneself. The CSV lists them all.
 */
export function Component() {
  const { t } = useTranslation('team');
  const { selfId, timezone } = useSessionStore(
    useShallow((s) => ({ selfId: s.member?._id ?? null, timezone: s.timezone })),
  );
  const canWrite = useCan('write', 'team');
  const team = useTeam();
  const actions = useMemberActions();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await exportTeamCsv(), datedFileName('equipo'));
    } catch (e) {
      actions.notify('error', apiErrorText(t, e));
    } finally {
      setExporting(false);
    }
  };
  const [inviting, setInviting] = useState(false);
  // each opening mounts a fresh dialog
  const [serial, setSerial] = useState(0);
  const openInvite = () => {
    setSerial((n) => n + 1);
    setInviting(true);
  };

  const data = team.data;
  const members = data?.members ?? [];
  const max = data?.max_members ?? TEAM_MAX_MEMBERS;
  // a seat is an invited or active member: a deactivated one frees it (the server counts so)
  const seats = members.filter((m) => m.status !== 'inactive').length;
  const full = seats >= max;

  const inviteButton = (variant: 'contained' | 'outlined') => (
    <Button
      variant={variant}
      startIcon={<PersonAddAlt1Outlined />}
      onClick={openInvite}
      disabled={!data || full}
      aria-haspopup="dialog"
    >
      {t('actions.invite')}
    </Button>
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        rowFrom="md"
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={
                exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />
              }
              disabled={exporting || !data}
              onClick={() => void exportCsv()}
            >
              {t('actions.export')}
            </Button>
            {canWrite && inviteButton('contained')}
          </Stack>
        }
      />

      <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{
            px: { xs: 2, sm: 2.5 },
            py: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('listLabel')}
          </Typography>
          {data && (
            <Typography
              variant="body2"
              color={full ? 'warning.main' : 'text.secondary'}
              data-testid="team-seats"
            >
              {t('seats', { used: seats, count: max })}
            </Typography>
          )}
        </Stack>
        {team.isFetching && !team.isPending && <LinearProgress aria-label={t('updating')} />}
        {full && canWrite && (
          <Alert severity="info" sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
            {t('full', { count: max })}
          </Alert>
        )}
        {team.isError && !data ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void team.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {apiErrorText(t, team.error)}
          </Alert>
        ) : (
          <Stack sx={{ px: { xs: 2, md: 0 }, pb: { xs: 2, md: 0 } }}>
            <TeamList
              team={data}
              loading={team.isPending}
              selfId={selfId}
              canWrite={canWrite}
              timezone={timezone}
              busyId={actions.busyId}
              onRole={actions.changeRole}
              onCommand={actions.command}
            />
            {data && members.length === 0 && (
              <CenteredMessage
                icon={<GroupAddOutlined />}
                title={t('empty.title')}
                text={t(canWrite ? 'empty.text' : 'empty.textReadOnly')}
                action={canWrite ? inviteButton('contained') : undefined}
              />
            )}
          </Stack>
        )}
      </Card>

      {canWrite && (
        <InviteDialog
          key={`invite-${serial}`}
          open={inviting}
          onClose={() => setInviting(false)}
          onInvited={(member) => {
            setInviting(false);
            putMember(member);
            actions.notify(
              'success',
              <WithUserText>
                {(isolate) => t('done.invited', { email: isolate(member.email) })}
              </WithUserText>,
            );
            void refreshTeam();
          }}
        />
      )}
      {actions.element}
    </Stack>
  );
}
