import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import type { TeamMember, TeamRole } from '@trayecto/contracts/team';
import { WithUserText } from '../../../components/user-text.tsx';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { memberCommand, updateMember, type MemberCommand } from '../api/team-api.ts';
import { putMember, refreshTeam } from '../api/team-queries.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/** The commands a member's menu offers in its status. */
export function commandsFor(member: TeamMember): MemberCommand[] {
  if (member.status === 'invited') return ['resend', 'deactivate'];
  if (member.status === 'active') return ['deactivate'];
  return ['activate'];
}

const ICONS: Record<MemberCommand, ReactNode> = {
  resend: <ForwardToInboxOutlined fontSize="small" />,
  deactivate: <PersonOffOutlined fontSize="small" />,
  activate: <PersonOutlined fontSize="small" />,
};

/** A member's commands behind one button: resend the invitation, deactivate, activate. */
export function MemberMenu({
  member,
  disabled,
  onCommand,
}: {
  member: TeamMember;
  disabled?: boolean;
  onCommand: (command: MemberCommand, member: TeamMember) => void;
}) {
  const { t } = useTranslation('team');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `team-actions-${member._id}`;
  return (
    <>
      <IconButton
        aria-label={t('actions.moreFor', { name: member.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {commandsFor(member).map((command) => (
          <MenuItem
            key={command}
            onClick={() => {
              setAnchor(null);
              onCommand(command, member);
            }}
            sx={command === 'deactivate' ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={command === 'deactivate' ? { color: 'inherit' } : undefined}>
              {ICONS[command]}
            </ListItemIcon>
            <ListItemText>{t(`actions.${command}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The writes on one member, for the team page: a role change (saved at once), resend and
 * activate (at once), deactivate (after a confirmation: its sessions end at once), each with its
 * result message. `busyId` is the member a write is running for.
 */
export function useMemberActions() {
  const { t } = useTranslation('team');
  const { notify, toast } = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<TeamMember | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const write = useCallback(
    async (
      member: TeamMember,
      work: () => Promise<TeamMember>,
      success: (m: TeamMember) => ReactNode,
    ) => {
      setBusyId(member._id);
      try {
        const saved = await work();
        putMember(saved);
        notify('success', success(saved));
        void refreshTeam();
        return true;
      } catch (e) {
        notify('error', apiErrorText(t, e));
        return false;
      } finally {
        setBusyId(null);
      }
    },
    [notify, t],
  );

  const changeRole = useCallback(
    (member: TeamMember, role: TeamRole) => {
      if (role === member.role) return;
      void write(
        member,
        () => updateMember(member._id, { role }),
        (m) => (
          <WithUserText>
            {(isolate) => t('done.role', { name: isolate(m.name), role: t(`roleNames.${m.role}`) })}
          </WithUserText>
        ),
      );
    },
    [t, write],
  );

  const command = useCallback(
    (which: MemberCommand, member: TeamMember) => {
      if (which === 'deactivate') {
        setConfirmError(null);
        setConfirming(member);
        setConfirmOpen(true);
        return;
      }
      void write(
        member,
        () => memberCommand(member._id, which),
        (m) => (
          <WithUserText>
            {(isolate) =>
              which === 'resend'
                ? t('done.resent', { email: isolate(m.email) })
                : t('done.activated', { name: isolate(m.name) })
            }
          </WithUserText>
        ),
      );
    },
    [t, write],
  );

  const deactivate = async () => {
    if (!confirming) return;
    setBusyId(confirming._id);
    setConfirmError(null);
    try {
      const saved = await memberCommand(confirming._id, 'deactivate');
      putMember(saved);
      setConfirmOpen(false);
      notify(
        'success',
        <WithUserText>
          {(isolate) => t('done.deactivated', { name: isolate(saved.name) })}
        </WithUserText>,
      );
      void refreshTeam();
    } catch (e) {
      setConfirmError(apiErrorText(t, e));
    } finally {
      setBusyId(null);
    }
  };

  const element = (
    <>
      <ConfirmDialog
        open={confirmOpen}
        title={
          <WithUserText>
            {(isolate) => t('confirm.deactivateTitle', { name: isolate(confirming?.name ?? '') })}
          </WithUserText>
        }
        confirmLabel={t('actions.deactivate')}
        cancelLabel={t('actions.cancel')}
        destructive
        busy={busyId !== null && busyId === confirming?._id}
        error={confirmError}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => void deactivate()}
      >
        <Typography>{t('confirm.deactivateText')}</Typography>
      </ConfirmDialog>
      {toast}
    </>
  );

  return { busyId, changeRole, command, notify, element };
}
