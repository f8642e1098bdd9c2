import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
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
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { formatDate, type Credit } from '@trayecto/contracts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { CreditStatusChip } from './credit-status-chip.tsx';
import { creditWasAdvanced } from '../lib/credit-display.ts';
import { Usd } from './usd.tsx';
import { WideTableContainer } from '../../../components/wide-table.tsx';

const id = (credit: Credit) => (
  <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate', fontWeight: 600 }}>
    {credit.unique_id}
  </Box>
);

/** What is still owed; an expired credit's in the error colour. */
function Due({ credit }: { credit: Credit }) {
  return (
    <Usd
      value={credit.due}
      sx={{
        fontWeight: credit.due > 0 ? 600 : 400,
        color: credit.status === 'expired' ? 'error.main' : 'inherit',
      }}
    />
  );
}

/** Under the amount of a credit never advanced (waiting, not approved): it was only asked for. */
function Requested({ status }: { status: Credit['status'] }) {
  const { t } = useTranslation('balance');
  if (creditWasAdvanced(status)) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div" data-requested>
      {t('credits.requested')}
    </Typography>
  );
}

/**
 * The company's credits: a table from tablet width up, cards on a phone (375 px). Each shows its
 * CRE number, status, the amount (advanced, or only requested), paid and due, when it was approved and when it
 * expires; its button (or a click on its row) opens its detail.
 */
export function CreditsList({
  rows,
  loading,
  onOpen,
}: {
  rows: Credit[];
  loading: boolean;
  onOpen: (credit: Credit) => void;
}) {
  const { t, i18n } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language, timezone) : '—');
  const expires = (credit: Credit) => (
    <Box
      component="span"
      sx={
        credit.status === 'expired'
          ? { color: 'error.main', fontWeight: 600, whiteSpace: 'nowrap' }
          : { whiteSpace: 'nowrap' }
      }
    >
      {date(credit.expires_at)}
    </Box>
  );
  const open = (credit: Credit, label: 'view' | 'number') => (
    <Button
      size="small"
      onClick={(e) => {
        // the row opens it too: once is enough
        e.stopPropagation();
        onOpen(credit);
      }}
      aria-label={t('credits.viewOf', { id: credit.unique_id })}
      aria-haspopup="dialog"
      startIcon={label === 'view' ? <VisibilityOutlined /> : undefined}
      sx={{ whiteSpace: 'nowrap', ...(label === 'number' ? { px: 0.5, minWidth: 0 } : {}) }}
    >
      {label === 'view' ? t('credits.view') : id(credit)}
    </Button>
  );

  if (narrow) {
    return (
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t('credits.label')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {loading && rows.length === 0
          ? Array.from({ length: 3 }, (_, i) => (
              <Card
                component="li"
                key={i}
                aria-hidden
                variant="outlined"
                sx={{ p: 2, borderRadius: 3 }}
              >
                <Skeleton width="50%" />
                <Skeleton width="80%" />
              </Card>
            ))
          : rows.map((credit) => (
              <Card
                component="li"
                key={credit._id}
                data-credit={credit.unique_id}
                variant="outlined"
                sx={{
                  p: 2,
                  borderRadius: 3,
                  ...(credit.status === 'expired' ? { borderColor: 'error.main' } : {}),
                }}
              >
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                >
                  <Typography component="p">{id(credit)}</Typography>
                  <CreditStatusChip status={credit.status} />
                </Stack>
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: {
                      xs: 'repeat(2, minmax(0, 1fr))',
                      sm: 'repeat(3, minmax(0, 1fr))',
                    },
                    gap: 1,
                    m: 0,
                    mt: 1.5,
                    '& dt': { typography: 'caption', color: 'text.secondary' },
                    '& dd': { m: 0, typography: 'body2' },
                  }}
                >
                  <div>
                    <dt>{t('credits.amount')}</dt>
                    <dd>
                      <Usd value={credit.amount} />
                      <Requested status={credit.status} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('credits.paid')}</dt>
                    <dd>
                      <Usd value={credit.paid} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('credits.due')}</dt>
                    <dd>
                      <Due credit={credit} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('credits.approvedAt')}</dt>
                    <dd>{date(credit.approved_at)}</dd>
                  </div>
                  <div>
                    <dt>{t('credits.expiresAt')}</dt>
                    <dd>{expires(credit)}</dd>
                  </div>
                </Box>
                <Box sx={{ mt: 1 }}>{open(credit, 'view')}</Box>
              </Card>
            ))}
      </Stack>
    );
  }

  return (
    <WideTableContainer>
      <Table aria-label={t('credits.label')} aria-busy={loading || undefined}>
        <TableHead>
          <TableRow>
            <TableCell>{t('credits.number')}</TableCell>
            <TableCell>{t('credits.status')}</TableCell>
            <TableCell align="right">{t('credits.amount')}</TableCell>
            <TableCell align="right">{t('credits.paid')}</TableCell>
            <TableCell align="right">{t('credits.due')}</TableCell>
            <TableCell>{t('credits.approvedAt')}</TableCell>
            <TableCell>{t('credits.expiresAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && rows.length === 0
            ? Array.from({ length: 5 }, (_, i) => (
                <TableRow key={i} aria-hidden>
                  {Array.from({ length: 7 }, (__, j) => (
                    <TableCell key={j}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((credit) => (
                <TableRow
                  key={credit._id}
                  hover
                  data-credit={credit.unique_id}
                  // the number's button is the keyboard's way in; a click anywhere on the row too
                  onClick={() => onOpen(credit)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{open(credit, 'number')}</TableCell>
                  <TableCell>
                    <CreditStatusChip status={credit.status} />
                  </TableCell>
                  <TableCell align="right">
                    <Usd value={credit.amount} />
                    <Requested status={credit.status} />
                  </TableCell>
                  <TableCell align="right">
                    <Usd value={credit.paid} />
                  </TableCell>
                  <TableCell align="right">
                    <Due credit={credit} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(credit.approved_at)}</TableCell>
                  <TableCell>{expires(credit)}</TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </WideTableContainer>
  );
}
