import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import type { ConsolePromo } from '@trayecto/contracts/console';
import { formatNumber, formatUsd } from '@trayecto/contracts/format';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { usePausePromo, usePromoUses, usePromos } from '../api/console-queries.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { CreatePromoDialog } from '../components/create-promo-dialog.tsx';
import { PromoValue } from '../components/promo-summary.tsx';
import { useCan } from '../hooks/use-can.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { mediumDate, shortDateTime } from '../lib/dates.ts';
import { PROMO_STATE_COLORS, promoState, promoSwitch } from '../lib/promo-state.ts';
import { SidewaysScroll } from '../../../components/wide-table.tsx';

type OpenDialog =
  | { type: 'create' }
  | { type: 'pause'; promo: ConsolePromo }
  | { type: 'uses'; promo: ConsolePromo };

/**
 * /admin/promos: the promo codes (their discount, validity, uses against their limit, the
 * company they are for or all), created (money:promos) through a dialog that asks to confirm
 * what it will create; paused and resumed; each one's uses.
 */
export function Component() {
  const { t } = useTranslation('console');
  const may = useCan();
  const promos = usePromos();
  const { notify, toast } = useToast();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const money = may('money', 'promos');
  const rows = promos.data ?? [];

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('promos.title')}
        subtitle={t('promos.subtitle')}
        action={
          money && (
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => setDialog({ type: 'create' })}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            >
              {t('promos.create.button')}
            </Button>
          )
        }
      />
      <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {promos.isPending ? (
          <CenteredMessage text={t('list.loading')} busy />
        ) : promos.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void promos.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {apiErrorText(t, promos.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <CenteredMessage
            icon={<LocalOfferOutlined />}
            title={t('promos.emptyTitle')}
            text={t('promos.emptyText')}
          />
        ) : (
          <SidewaysScroll>
            <PromosTable
              rows={rows}
              canPause={money}
              onPause={(promo) => setDialog({ type: 'pause', promo })}
              onUses={(promo) => setDialog({ type: 'uses', promo })}
            />
          </SidewaysScroll>
        )}
      </Card>
      {dialog?.type === 'create' && (
        <CreatePromoDialog
          onClose={() => setDialog(null)}
          onDone={(code) => {
            setDialog(null);
            notify(
              'success',
              <WithUserText>
                {(isolate) => t('promos.create.done', { code: isolate(code) })}
              </WithUserText>,
            );
          }}
        />
      )}
      {dialog?.type === 'pause' && (
        <PauseDialog
          promo={dialog.promo}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            notify('success', message);
          }}
        />
      )}
      {dialog?.type === 'uses' && (
        <UsesDialog promo={dialog.promo} onClose={() => setDialog(null)} />
      )}
      {toast}
    </Stack>
  );
}

function PromosTable({
  rows,
  canPause,
  onPause,
  onUses,
}: {
  rows: readonly ConsolePromo[];
  canPause: boolean;
  onPause: (promo: ConsolePromo) => void;
  onUses: (promo: ConsolePromo) => void;
}) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const fromSm = { display: { xs: 'none', sm: 'table-cell' } };
  const fromMd = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <Table
      size="small"
      aria-label={t('promos.tableLabel')}
      sx={{ '& td, & th': { px: { xs: 1.5, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('promos.columns.code')}</TableCell>
          <TableCell>{t('promos.columns.discount')}</TableCell>
          <TableCell sx={fromMd}>{t('promos.columns.validity')}</TableCell>
          <TableCell sx={fromSm}>{t('promos.columns.uses')}</TableCell>
          <TableCell sx={fromMd}>{t('promos.columns.company')}</TableCell>
          <TableCell>{t('promos.columns.state')}</TableCell>
          <TableCell align="right">{t('promos.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((promo) => {
          const state = promoState(promo);
          const toggle = promoSwitch(promo);
          return (
            <TableRow key={promo._id} data-promo={promo.code}>
              <TableCell>
                <Typography
                  variant="body2"
                  dir="ltr"
                  sx={{ fontWeight: 700, unicodeBidi: 'isolate' }}
                >
                  {promo.code}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: { md: 'none' } }}
                  component="div"
                >
                  {promo.company ? (
                    <UserText>{promo.company.name}</UserText>
                  ) : (
                    t('promos.allCompanies')
                  )}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <PromoValue kind={promo.kind} value={promo.value} />
              </TableCell>
              <TableCell sx={{ ...fromMd, whiteSpace: 'nowrap' }}>
                {t('promos.validity', {
                  from: mediumDate(promo.valid_from, lang),
                  until: mediumDate(promo.valid_until, lang),
                })}
              </TableCell>
              <TableCell sx={{ ...fromSm, whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">
                  {formatNumber(promo.used_count, lang)} /{' '}
                  {promo.usage_limit === null ? '∞' : formatNumber(promo.usage_limit, lang)}
                </bdi>
              </TableCell>
              <TableCell sx={{ ...fromMd, maxWidth: 220 }}>
                {promo.company ? (
                  <UserText variant="body2" noWrap component="div">
                    {promo.company.name}
                  </UserText>
                ) : (
                  t('promos.allCompanies')
                )}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={PROMO_STATE_COLORS[state]}
                  label={t(`promos.state.${state}`)}
                  data-state={state}
                />
              </TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                  <Button size="small" onClick={() => onUses(promo)}>
                    {t('promos.uses.button')}
                  </Button>
                  {canPause && toggle && (
                    <Button
                      size="small"
                      color={toggle === 'resume' ? 'primary' : 'warning'}
                      onClick={() => onPause(promo)}
                    >
                      {toggle === 'resume' ? t('promos.pause.resume') : t('promos.pause.pause')}
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function PauseDialog({
  promo,
  onClose,
  onDone,
}: {
  promo: ConsolePromo;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('console');
  const mutation = usePausePromo();
  const pausing = !promo.paused;
  const k = pausing ? 'pauseCode' : 'resumeCode';
  return (
    <ConfirmDialog
      open
      destructive={pausing}
      title={
        <WithUserText>
          {(isolate) => t(`promos.pause.${k}.title`, { code: isolate(promo.code) })}
        </WithUserText>
      }
      text={t(`promos.pause.${k}.text`)}
      confirmLabel={pausing ? t('promos.pause.pause') : t('promos.pause.resume')}
      busy={mutation.isPending}
      error={mutation.isError ? apiErrorText(t, mutation.error) : null}
      onClose={onClose}
      onConfirm={() =>
        mutation.mutate(
          { promoId: promo._id, paused: pausing },
          { onSuccess: () => onDone(t(`promos.pause.${k}.done`)) },
        )
      }
    />
  );
}

function UsesDialog({ promo, onClose }: { promo: ConsolePromo; onClose: () => void }) {
  const { t } = useTranslation('console');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const lang = currentLanguage();
  const uses = usePromoUses(promo._id);
  const titleId = 'promo-uses-title';
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>
        <WithUserText>
          {(isolate) => t('promos.uses.title', { code: isolate(promo.code) })}
        </WithUserText>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 0, sm: 1 } }}>
        {uses.isPending ? (
          <CenteredMessage text={t('list.loading')} busy />
        ) : uses.isError ? (
          <Alert
            severity="error"
            sx={{ mx: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void uses.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {apiErrorText(t, uses.error)}
          </Alert>
        ) : uses.data.length === 0 ? (
          <CenteredMessage icon={<LocalOfferOutlined />} title={t('promos.uses.empty')} />
        ) : (
          <Table size="small" aria-label={t('promos.uses.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('promos.uses.trip')}</TableCell>
                <TableCell>{t('promos.uses.company')}</TableCell>
                <TableCell align="right">{t('promos.uses.discount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {uses.data.map((use) => (
                <TableRow key={`${use.trip_id}-${use.created_at}`}>
                  <TableCell>
                    <Typography
                      variant="body2"
                      dir="ltr"
                      sx={{ fontWeight: 600, unicodeBidi: 'isolate' }}
                    >
                      {use.trip_unique_id}
                    </Typography>
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {shortDateTime(use.created_at, lang)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ maxWidth: 200 }}>
                    <UserText variant="body2" noWrap component="div">
                      {use.company}
                    </UserText>
                  </TableCell>
                  <TableCell align="right" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                    {formatUsd(use.discount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
