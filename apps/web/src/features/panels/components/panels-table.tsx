import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
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
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { formatNumber, initials, type PanelRow } from '@trayecto/contracts';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import { Amount } from './amount.tsx';
import { PanelId } from './panel-id.tsx';
import { PanelStatusChip } from './status-chip.tsx';
import { WideTableContainer } from '../../../components/wide-table.tsx';

const Count = ({ value }: { value: number }) => (
  <Box
    component="span"
    dir="ltr"
    sx={{ unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' }}
  >
    {formatNumber(value)}
  </Box>
);

export const panelPath = (panel: Pick<PanelRow, '_id'>) =>
  `/corporate_panel/${encodeURIComponent(panel._id)}`;

function NameCell({ panel }: { panel: PanelRow }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        sx={{ width: 36, height: 36, fontSize: '0.85rem', bgcolor: 'primary.main' }}
        aria-hidden
      >
        {initials(panel.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={panelPath(panel)}
          underline="hover"
          sx={{ fontWeight: 600, color: 'text.primary' }}
        >
          <UserText>{panel.name}</UserText>
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap>
          <PanelId>{panel.unique_id}</PanelId>
          {' · '}
          <UserText>{panel.email}</UserText>
        </Typography>
      </Box>
    </Stack>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

// overdraft and collaborators only where nine columns fit beside the menu
const wideOnly = { display: { xs: 'none', xl: 'table-cell' } } as const;
const SKELETON_ROWS = 3;

/** The master's panels with this month's figures: a table from tablet width up, cards on a phone. */
export function PanelsTable({ panels, loading }: { panels: PanelRow[]; loading: boolean }) {
  const { t } = useTranslation('panels');
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
        {loading && panels.length === 0
          ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Card
                component="li"
                key={i}
                aria-hidden
                variant="outlined"
                sx={{ p: 2, borderRadius: 3 }}
              >
                <Skeleton width="60%" />
                <Skeleton width="80%" />
                <Skeleton width="40%" />
              </Card>
            ))
          : panels.map((panel) => (
              <Card
                component="li"
                key={panel._id}
                variant="outlined"
                sx={{ p: 2, borderRadius: 3 }}
              >
                <Stack spacing={1.5}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
                  >
                    <NameCell panel={panel} />
                    <PanelStatusChip status={panel.status} />
                  </Stack>
                  <Box
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                      gap: 1.5,
                    }}
                  >
                    <Figure label={t('columns.wallet')}>
                      <Amount value={panel.wallet} sx={{ fontWeight: 600 }} />
                    </Figure>
                    <Figure label={t('columns.spend')}>
                      <Amount value={panel.month.spend} sx={{ fontWeight: 600 }} />
                    </Figure>
                    <Figure label={t('columns.trips')}>
                      <Count value={panel.month.trips} />
                    </Figure>
                    <Figure label={t('columns.parcels')}>
                      <Count value={panel.month.parcels} />
                    </Figure>
                    <Figure label={t('columns.collaborators')}>
                      <Count value={panel.active_collaborators} />
                    </Figure>
                    <Figure label={t('columns.overdraft')}>
                      <Amount value={panel.overdraft} />
                    </Figure>
                  </Box>
                  <Button
                    component={RouterLink}
                    to={panelPath(panel)}
                    variant="outlined"
                    fullWidth
                    endIcon={<Forward />}
                  >
                    <WithUserText>
                      {(isolate) => t('actions.viewNamed', { name: isolate(panel.name) })}
                    </WithUserText>
                  </Button>
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
            <TableCell>{t('columns.panel')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell align="right">{t('columns.wallet')}</TableCell>
            <TableCell align="right" sx={wideOnly}>
              {t('columns.overdraft')}
            </TableCell>
            <TableCell align="right">{t('columns.trips')}</TableCell>
            <TableCell align="right">{t('columns.parcels')}</TableCell>
            <TableCell align="right">{t('columns.spend')}</TableCell>
            <TableCell align="right" sx={wideOnly}>
              {t('columns.collaborators')}
            </TableCell>
            <TableCell align="right">
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {t('columns.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && panels.length === 0
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <TableRow key={i} aria-hidden>
                  {Array.from({ length: 9 }, (__, j) => (
                    <TableCell key={j} sx={j === 3 || j === 7 ? wideOnly : undefined}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : panels.map((panel) => (
                <TableRow key={panel._id} hover>
                  <TableCell sx={{ maxWidth: 320 }}>
                    <NameCell panel={panel} />
                  </TableCell>
                  <TableCell>
                    <PanelStatusChip status={panel.status} />
                  </TableCell>
                  <TableCell align="right">
                    <Amount value={panel.wallet} sx={{ fontWeight: 600 }} />
                  </TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    <Amount value={panel.overdraft} />
                  </TableCell>
                  <TableCell align="right">
                    <Count value={panel.month.trips} />
                  </TableCell>
                  <TableCell align="right">
                    <Count value={panel.month.parcels} />
                  </TableCell>
                  <TableCell align="right">
                    <Amount value={panel.month.spend} />
                  </TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    <Count value={panel.active_collaborators} />
                  </TableCell>
                  <TableCell align="right" sx={{ py: 0.5, px: 1 }}>
                    <Button
                      component={RouterLink}
                      to={panelPath(panel)}
                      size="small"
                      endIcon={<Forward />}
                      aria-label={t('actions.viewNamed', { name: panel.name })}
                    >
                      {t('actions.view')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </WideTableContainer>
  );
}

/** An arrow that points forward in the page's direction. */
function Forward() {
  return (
    <ChevronRightRounded
      sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
    />
  );
}
