import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { initials } from '@trayecto/contracts/format';
import type { TeamListResponse, TeamMember, TeamRole } from '@trayecto/contracts/team';
import { UserText } from '../../../components/user-text.tsx';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import type { MemberCommand } from '../api/team-api.ts';
import { MemberMenu } from './member-actions.tsx';
import { LastLogin, MemberStatus } from './member-status.tsx';
import { RoleSelect } from './role-select.tsx';
import { WideTableContainer } from '../../../components/wide-table.tsx';

type Props = {
  team: TeamListResponse | undefined;
  loading: boolean;
  /** the signed-in member's id (GET /me member): no actions on oneself */
  selfId: string | null;
  /** with write:team: the role is a select and each member has its menu */
  canWrite: boolean;
  timezone: string;
  busyId: string | null;
  onRole: (member: TeamMember, role: TeamRole) => void;
  onCommand: (command: MemberCommand, member: TeamMember) => void;
};

function Person({ name, email, badge }: { name: string; email: string; badge?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        sx={{ width: 36, height: 36, fontSize: '0.85rem', bgcolor: 'primary.main' }}
        aria-hidden
      >
        {initials(name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <UserText sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</UserText>
          {badge}
        </Stack>
        <UserText
          variant="body2"
          component="p"
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {email}
        </UserText>
      </Box>
    </Stack>
  );
}

/** The role's name and what it may do; a select when it may be changed here. */
function RoleCell({
  role,
  name,
  editable,
  busy,
  onChange,
}: {
  role: TeamRole;
  name: string;
  editable: boolean;
  busy: boolean;
  onChange: (role: TeamRole) => void;
}) {
  const { t } = useTranslation('team');
  if (editable) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <RoleSelect
          value={role}
          onChange={onChange}
          size="small"
          disabled={busy}
          ariaLabel={t('actions.roleOf', { name })}
          helperText={t(`roleDescriptions.${role}`)}
          fullWidth
        />
        {busy && <CircularProgress size={18} aria-label={t('saving')} />}
      </Stack>
    );
  }
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {t(`roleNames.${role}`)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {t(`roleDescriptions.${role}`)}
      </Typography>
    </div>
  );
}

/** The owner's role: always admin, not to be changed. */
function OwnerRole() {
  return <RoleCell role="admin" name="" editable={false} busy={false} onChange={() => undefined} />;
}

/** The owner and the members: a table from tablet width up, cards on a phone. */
export function TeamList({
  team,
  loading,
  selfId,
  canWrite,
  timezone,
  busyId,
  onRole,
  onCommand,
}: Props) {
  const { t } = useTranslation('team');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const members = team?.members ?? [];
  const ownerChip = <Chip size="small" color="primary" label={t('owner')} />;
  const youChip = (member: TeamMember) =>
    member._id === selfId ? <Chip size="small" variant="outlined" label={t('you')} /> : undefined;
  const editable = (member: TeamMember) => canWrite && member._id !== selfId;

  if (narrow) {
    if (loading && !team) {
      return (
        <Stack component="ul" spacing={1.5} aria-hidden sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {Array.from({ length: 3 }, (_, i) => (
            <Card component="li" key={i} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
              <Skeleton width="60%" />
              <Skeleton width="80%" />
              <Skeleton width="40%" />
            </Card>
          ))}
        </Stack>
      );
    }
    const field = (label: string, value: ReactNode) => (
      <div>
        <Typography variant="caption" color="text.secondary" component="dt">
          {label}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          {value}
        </Box>
      </div>
    );
    return (
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t('listLabel')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {team && (
          <Card component="li" variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
            <Stack spacing={1.5}>
              <Person name={team.owner.name} email={team.owner.email} badge={ownerChip} />
              <Box component="dl" sx={{ m: 0 }}>
                {field(t('columns.role'), <OwnerRole />)}
                {field(
                  t('columns.lastLogin'),
                  <LastLogin at={team.owner.last_login_at} timezone={timezone} />,
                )}
              </Box>
            </Stack>
          </Card>
        )}
        {members.map((member) => (
          <Card
            component="li"
            key={member._id}
            variant="outlined"
            data-member={member.email}
            sx={{ p: 2, borderRadius: 3 }}
          >
            <Stack spacing={1.5}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
              >
                <Person name={member.name} email={member.email} badge={youChip(member)} />
                {editable(member) && (
                  <MemberMenu
                    member={member}
                    disabled={busyId === member._id}
                    onCommand={onCommand}
                  />
                )}
              </Stack>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                }}
              >
                <Box sx={{ gridColumn: '1 / -1' }}>
                  {field(
                    t('columns.role'),
                    <RoleCell
                      role={member.role}
                      name={member.name}
                      editable={editable(member)}
                      busy={busyId === member._id}
                      onChange={(role) => onRole(member, role)}
                    />,
                  )}
                </Box>
                {field(t('columns.status'), <MemberStatus member={member} timezone={timezone} />)}
                {field(
                  t('columns.lastLogin'),
                  <LastLogin at={member.last_login_at} timezone={timezone} />,
                )}
              </Box>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <WideTableContainer>
      <Table aria-label={t('listLabel')} aria-busy={loading || undefined}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.member')}</TableCell>
            <TableCell sx={{ width: 280 }}>{t('columns.role')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>{t('columns.lastLogin')}</TableCell>
            {canWrite && (
              <TableCell align="right">
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {t('columns.actions')}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && !team
            ? Array.from({ length: 4 }, (_, i) => (
                <TableRow key={i} aria-hidden>
                  {Array.from({ length: canWrite ? 5 : 4 }, (__, j) => (
                    <TableCell key={j}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : team && (
                <>
                  <TableRow>
                    <TableCell sx={{ maxWidth: 320 }}>
                      <Person name={team.owner.name} email={team.owner.email} />
                    </TableCell>
                    <TableCell>
                      <OwnerRole />
                    </TableCell>
                    <TableCell>{ownerChip}</TableCell>
                    <TableCell>
                      <LastLogin at={team.owner.last_login_at} timezone={timezone} />
                    </TableCell>
                    {canWrite && <TableCell />}
                  </TableRow>
                  {members.map((member) => (
                    <TableRow key={member._id} hover data-member={member.email}>
                      <TableCell sx={{ maxWidth: 320 }}>
                        <Person name={member.name} email={member.email} badge={youChip(member)} />
                      </TableCell>
                      <TableCell>
                        <RoleCell
                          role={member.role}
                          name={member.name}
                          editable={editable(member)}
                          busy={busyId === member._id}
                          onChange={(role) => onRole(member, role)}
                        />
                      </TableCell>
                      <TableCell>
                        <MemberStatus member={member} timezone={timezone} />
                      </TableCell>
                      <TableCell>
                        <LastLogin at={member.last_login_at} timezone={timezone} />
                      </TableCell>
                      {canWrite && (
                        <TableCell align="right" sx={{ py: 0.5, px: 1 }}>
                          {editable(member) && (
                            <MemberMenu
                              member={member}
                              disabled={busyId === member._id}
                              onCommand={onCommand}
                            />
                          )}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </>
              )}
        </TableBody>
      </Table>
    </WideTableContainer>
  );
}
