import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import { formatUsd } from '@trayecto/contracts/format';
import { DetailColumns, DetailPanel } from '../../../components/detail-layout.tsx';
import { TitleId } from '../../../components/detail-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { useConsoleSessionStore } from '../../../lib/console-session-store.ts';
import { useCredit, type ConsoleCreditDetail } from '../api/credits-queries.ts';
import { CreditDialogs, type CreditDialog } from '../components/credit-dialogs.tsx';
import { CreditStatusChip } from '../components/credit-status-chip.tsx';
import { DetailFrame } from '../components/detail-states.tsx';
import { InfoList } from '../components/info-list.tsx';
import { useCan } from '../hooks/use-can.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { mediumDate, shortDateTime } from '../lib/dates.ts';
import { creditActionsFor, creditMovementLabel, isOverdue } from '../lib/credits.ts';
import { CREDITS_PATH, companyPath, topupPath } from '../lib/paths.ts';

/** What the grant dialog leaves in the history entry of the credit it opens. */
export type CreditDetailState = { granted?: boolean };

/**
 * /admin/credits/:id: an advance to a company (asked by it or granted by the provider), its
 * amounts, dates and movements (added, reverted, paid by a top-up); finance (money:credits)
 * approves or denies a request, and reverts an advance nothing of which was used.
 */
export function Component() {
  const { t } = useTranslation('console');
  const { id = '' } = useParams();
  const query = useCredit(id);
  // overdue as of the answer: the page does not change between two fetches
  return (
    <DetailFrame
      query={query}
      back={{ to: CREDITS_PATH, label: t('credit.back') }}
      notFoundText={t('credit.notFound')}
    >
      {(credit) => <CreditDetail credit={credit} now={query.dataUpdatedAt} />}
    </DetailFrame>
  );
}

/** "Crédito otorgado" once, on arriving from the grant (not again on a reload or going back). */
function useGrantedToast(notify: (severity: 'success', message: string) => void) {
  const { t } = useTranslation('console');
  const location = useLocation();
  const navigate = useNavigate();
  const granted = (location.state as CreditDetailState | null)?.granted === true;
  useEffect(() => {
    if (!granted) return;
    notify('success', t('credit.grant.done'));
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  }, [granted, notify, t, navigate, location.pathname, location.search]);
}

function CreditDetail({ credit, now }: { credit: ConsoleCreditDetail; now: number }) {
  const { t } = useTranslation('console');
  const role = useConsoleSessionStore((s) => s.admin?.role);
  const { notify, toast } = useToast();
  const [dialog, setDialog] = useState<CreditDialog | null>(null);
  const lang = currentLanguage();
  const actions = creditActionsFor(role, credit);
  const overdue = isOverdue(credit, now);
  useGrantedToast(notify);

  const buttons: ReactNode[] = [];
  if (actions.decide)
    buttons.push(
      <Button
        key="approve"
        variant="contained"
        color="success"
        startIcon={<CheckRounded />}
        onClick={() => setDialog('approve')}
      >
        {t('credit.approve.button')}
      </Button>,
      <Button
        key="deny"
        variant="outlined"
        color="error"
        startIcon={<CloseRounded />}
        onClick={() => setDialog('deny')}
      >
        {t('credit.deny.button')}
      </Button>,
    );
  if (actions.revert)
    buttons.push(
      <Button
        key="revert"
        variant="outlined"
        color="error"
        startIcon={<UndoRounded />}
        onClick={() => setDialog('revert')}
      >
        {t('credit.revert.button')}
      </Button>,
    );

  return (
    <>
      <PageHeader
        rowFrom="md"
        title={
          <>
            {t('credit.title')} <TitleId>{credit.unique_id}</TitleId>
          </>
        }
        subtitle={
          <Stack
            component="span"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}
          >
            <CreditStatusChip status={credit.status} />
            <UserText component="span" variant="body2" color="text.secondary">
              {credit.corporate.name}
            </UserText>
          </Stack>
        }
        action={
          buttons.length > 0 && (
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {buttons}
            </Stack>
          )
        }
      />
      {overdue && (
        <Alert severity="error" data-note="overdue">
          {credit.expires_at
            ? t('credit.overdueAlert', {
                date: mediumDate(credit.expires_at, lang),
                due: formatUsd(credit.due),
              })
            : t('credit.overdueAlertNoDate', { due: formatUsd(credit.due) })}
        </Alert>
      )}
      {actions.financeOnlyNote && (
        <Alert severity="info" data-note="finance-only">
          {t('credit.financeOnly')}
        </Alert>
      )}
      {credit.status === 'not_approved' && credit.deny_reason && (
        <Alert severity="error" icon={false}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {t('credit.fields.denyReason')}:
          </Typography>{' '}
          <UserText>{credit.deny_reason}</UserText>
        </Alert>
      )}
      <DetailColumns
        main={
          <>
            <FactsPanel credit={credit} overdue={overdue} />
            <MovementsPanel credit={credit} />
          </>
        }
        side={<AmountsPanel credit={credit} overdue={overdue} />}
      />
      <CreditDialogs
        dialog={dialog}
        credit={credit}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          notify('success', message);
        }}
        onStale={(message) => {
          setDialog(null);
          notify('error', message);
        }}
      />
      {toast}
    </>
  );
}

const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>;

function FactsPanel({ credit, overdue }: { credit: ConsoleCreditDetail; overdue: boolean }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  return (
    <DetailPanel title={t('credit.facts')}>
      <InfoList
        items={[
          {
            label: t('credit.fields.company'),
            value: (
              <>
                <Link component={RouterLink} to={companyPath(credit.corporate._id)}>
                  <UserText>{credit.corporate.name}</UserText>
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  (<bdi dir="ltr">{credit.corporate.unique_id}</bdi>)
                </Typography>
              </>
            ),
          },
          { label: t('credit.fields.number'), value: ltr(credit.unique_id) },
          { label: t('credit.fields.status'), value: <CreditStatusChip status={credit.status} /> },
          {
            label: t('credit.fields.requestedBy'),
            value: t(`credit.requestedBy.${credit.requested_by}`),
          },
          { label: t('credit.fields.created'), value: shortDateTime(credit.created_at, lang) },
          {
            label: t('credit.fields.approved'),
            value: credit.approved_at && shortDateTime(credit.approved_at, lang),
          },
          {
            label: t('credit.fields.expiresOn'),
            value: credit.expires_at && (
              <Box
                component="span"
                sx={overdue ? { color: 'error.main', fontWeight: 600 } : undefined}
              >
                {mediumDate(credit.expires_at, lang)}
              </Box>
            ),
          },
          {
            label: t('credit.fields.decidedBy'),
            value: credit.decided_by && <UserText>{credit.decided_by}</UserText>,
          },
          {
            label: t('credit.fields.note'),
            value: credit.note && <UserText>{credit.note}</UserText>,
          },
          ...(credit.status === 'not_approved'
            ? [
                {
                  label: t('credit.fields.denyReason'),
                  value: credit.deny_reason && <UserText>{credit.deny_reason}</UserText>,
                },
              ]
            : []),
        ]}
      />
    </DetailPanel>
  );
}

function AmountsPanel({ credit, overdue }: { credit: ConsoleCreditDetail; overdue: boolean }) {
  const { t } = useTranslation('console');
  const usd = (value: number) => ltr(formatUsd(value));
  return (
    <DetailPanel title={t('credit.amounts')}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('credit.fields.due')}
          </Typography>
          <Typography
            dir="ltr"
            variant="h5"
            component="p"
            sx={{
              fontWeight: 700,
              unicodeBidi: 'isolate',
              textAlign: 'start',
              color: overdue ? 'error.main' : undefined,
            }}
            data-due={credit.due}
          >
            {formatUsd(credit.due)}
          </Typography>
        </Box>
        <InfoList
          items={[
            { label: t('credit.fields.amount'), value: usd(credit.amount) },
            { label: t('credit.fields.paid'), value: usd(credit.paid) },
            { label: t('credit.fields.due'), value: usd(credit.due) },
          ]}
        />
      </Stack>
    </DetailPanel>
  );
}

function MovementsPanel({ credit }: { credit: ConsoleCreditDetail }) {
  const { t } = useTranslation('console');
  const may = useCan();
  const lang = currentLanguage();
  const fromSm = { display: { xs: 'none', sm: 'table-cell' } };
  const number = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <DetailPanel title={t('credit.movements')}>
      {credit.movements.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('credit.noMovements')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', mx: { xs: -2, sm: -2.5 } }}>
          <Table size="small" aria-label={t('credit.movements')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('credit.movementColumns.kind')}</TableCell>
                <TableCell align="right">{t('credit.movementColumns.amount')}</TableCell>
                <TableCell>{t('credit.movementColumns.topup')}</TableCell>
                <TableCell sx={fromSm}>{t('credit.movementColumns.date')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {credit.movements.map((movement) => (
                <TableRow key={movement._id} data-movement={movement.kind}>
                  <TableCell>
                    {creditMovementLabel(movement.kind, lang)}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      sx={{ display: { sm: 'none' }, whiteSpace: 'nowrap' }}
                    >
                      {shortDateTime(movement.created_at, lang)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" dir="ltr" sx={number}>
                    {formatUsd(movement.amount)}
                  </TableCell>
                  <TableCell>
                    {movement.topup_unique_id ? (
                      movement.topup_id && may('read', 'topups') ? (
                        <Link component={RouterLink} to={topupPath(movement.topup_id)}>
                          <bdi dir="ltr">{movement.topup_unique_id}</bdi>
                        </Link>
                      ) : (
                        <bdi dir="ltr">{movement.topup_unique_id}</bdi>
                      )
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell sx={{ ...fromSm, whiteSpace: 'nowrap' }}>
                    {shortDateTime(movement.created_at, lang)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </DetailPanel>
  );
}
