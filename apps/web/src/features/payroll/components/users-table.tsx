import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
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
import GroupWorkOutlined from '@mui/icons-material/GroupWorkOutlined';
import { initials, maskIdCard, type PayrollUser } from '@trayecto/contracts';
import { UserText } from '../../../components/user-text.tsx';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import type { CollaboratorAction } from '../api/collaborator-actions.tsx';
import { Money } from './money.tsx';
import { RowActions } from './row-actions.tsx';
import { StatusChip } from './status-chip.tsx';
import { PhoneText } from '../../../components/phone-text.tsx';
import { WideTableContainer } from '../../../components/wide-table.tsx';

type Props = {
  users: PayrollUser[];
  loading: boolean;
  /** each group's name by its id (GET /groups); a user's group_id is all the list carries */
  groupNames: Map<string, string>;
  onAction: (action: CollaboratorAction, user: PayrollUser) => void;
};

/** The collaborator's group (issue 13), under their e-mail; nothing without one. */
function GroupChip({ name }: { name: string | undefined }) {
  const { t } = useTranslation('payroll');
  if (!name) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<GroupWorkOutlined />}
      data-testid="payroll-group"
      label={
        <>
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {`${t('fields.group')}: `}
          </Box>
          <UserText>{name}</UserText>
        </>
      }
      sx={{ mt: 0.5, maxWidth: '100%' }}
    />
  );
}

function NameCell({ user, group }: { user: PayrollUser; group?: string | undefined }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        sx={{ width: 36, height: 36, fontSize: '0.85rem', bgcolor: 'primary.main' }}
        aria-hidden
      >
        {initials(user.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/user/${user._id}`}
          underline="hover"
          sx={{ fontWeight: 600, color: 'text.primary' }}
        >
          <UserText>{user.name}</UserText>
        </Link>
        <UserText variant="body2" component="p" color="text.secondary" noWrap>
          {user.email}
        </UserText>
        <GroupChip name={group} />
      </Box>
    </Stack>
  );
}

const SKELETON_ROWS = 6;
// the department gives way on a tablet so the money columns and the actions stay in view
const wideOnly = { display: { xs: 'none', lg: 'table-cell' } } as const;

/** The collaborators: a table from tablet width up, cards on a phone. */
export function UsersTable({ users, loading, groupNames, onAction }: Props) {
  const groupOf = (user: PayrollUser) =>
    user.group_id ? groupNames.get(user.group_id) : undefined;
  const { t } = useTranslation('payroll');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });

  if (narrow) {
    return (
      <Stack
        spacing={1.5}
        component="ul"
        aria-label={t('list.label')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {loading && users.length === 0
          ? Array.from({ length: 4 }, (_, i) => (
              <Card
                component="li"
                key={i}
                aria-hidden
                variant="outlined"
                sx={{ p: 2, borderRadius: 3 }}
              >
                <Skeleton width="60%" />
                <Skeleton width="80%" />
              </Card>
            ))
          : users.map((user) => (
              <Card component="li" key={user._id} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
                <Stack spacing={1.5}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
                  >
                    <NameCell user={user} group={groupOf(user)} />
                    <StatusChip active={user.is_active} />
                  </Stack>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                  >
                    <Box>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {t('columns.balance')}
                      </Typography>
                      <Money value={user.balance} sx={{ fontWeight: 700 }} />
                    </Box>
                    <Box>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {t('columns.available')}
                      </Typography>
                      <Money value={user.available} />
                    </Box>
                    <RowActions user={user} onAction={onAction} />
                  </Stack>
                </Stack>
              </Card>
            ))}
      </Stack>
    );
  }

  return (
    <WideTableContainer>
      <Table aria-label={t('list.label')} aria-busy={loading || undefined}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.collaborator')}</TableCell>
            <TableCell>{t('columns.idCardPhone')}</TableCell>
            <TableCell sx={wideOnly}>{t('columns.department')}</TableCell>
            <TableCell align="right">{t('columns.balance')}</TableCell>
            <TableCell align="right">{t('columns.overdraft')}</TableCell>
            <TableCell align="right">{t('columns.available')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && users.length === 0
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <TableRow key={i} aria-hidden>
                  {Array.from({ length: 8 }, (__, j) => (
                    <TableCell key={j} sx={j === 2 ? wideOnly : undefined}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : users.map((user) => (
                <TableRow key={user._id} hover>
                  <TableCell sx={{ maxWidth: 260 }}>
                    <NameCell user={user} group={groupOf(user)} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <bdi dir="ltr">{maskIdCard(user.id_card)}</bdi>
                    <Typography variant="body2" color="text.secondary">
                      <PhoneText phone={user.phone} />
                    </Typography>
                  </TableCell>
                  <TableCell sx={wideOnly}>
                    {user.department ? <UserText>{user.department}</UserText> : '—'}
                  </TableCell>
                  <TableCell align="right">
                    <Money value={user.balance} sx={{ fontWeight: 600 }} />
                  </TableCell>
                  <TableCell align="right">
                    <Money value={user.overdraft} />
                  </TableCell>
                  <TableCell align="right">
                    <Money value={user.available} />
                  </TableCell>
                  <TableCell>
                    <StatusChip active={user.is_active} />
                  </TableCell>
                  <TableCell align="right" sx={{ py: 0.5, px: 1 }}>
                    <RowActions user={user} onAction={onAction} />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </WideTableContainer>
  );
}
