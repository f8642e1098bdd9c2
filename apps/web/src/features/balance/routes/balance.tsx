import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { formatUsd, type Topup } from '@trayecto/contracts';
import { PageHeader } from '../../../components/page-header.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { creditKeys } from '../api/credits-api.ts';
import { proformaKeys } from '../api/proformas-api.ts';
import { topupKeys } from '../api/topups-api.ts';
import { refreshWallet } from '../api/wallet-api.ts';
import { useWalletSummary } from '../api/wallet-queries.ts';
import {
  BalanceTabs,
  panelId,
  tabFromSearch,
  tabId,
  type BalanceTab,
} from '../components/balance-tabs.tsx';
import { CreditsSection } from '../components/credits-section.tsx';
import { ForecastCard } from '../components/forecast/forecast-card.tsx';
import { InvoicesSection } from '../components/invoices-section.tsx';
import { DialogSuspense, lazyDialog, useDialogState } from '../components/lazy-dialog.tsx';
import { OperationsSection } from '../components/operations-section.tsx';
import type { HintOrigin } from '../components/proforma-hint-dialog.tsx';
import { ProformasSection } from '../components/proformas-section.tsx';
import { RateNote } from '../components/rate-note.tsx';
import { StatementsSection } from '../components/statements/statements-section.tsx';
import { TopupsSection } from '../components/topups-section.tsx';
import { WalletCards } from '../components/wallet-cards.tsx';
import { useMoneyInLive } from '../hooks/use-money-in-live.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { creditsDueOf, showsCredits } from '../lib/credit-display.ts';
import { shouldShowPopup, usePopupsStore } from '../lib/popups-store.ts';

// Each dialog (its form, schema checks and pickers) is a chunk of its own, fetched when its
// button is first pressed (or hovered, or focused): the page's first load does not carry it.
const topupDialog = lazyDialog(() =>
  import('../components/topup-dialog/topup-dialog.tsx').then((m) => m.TopupDialog),
);
const proformaDialog = lazyDialog(() =>
  import('../components/proforma-dialog.tsx').then((m) => m.ProformaDialog),
);
const hintDialog = lazyDialog(() =>
  import('../components/proforma-hint-dialog.tsx').then((m) => m.ProformaHintDialog),
);
const guideDialog = lazyDialog(() =>
  import('../components/guide-dialog.tsx').then((m) => m.GuideDialog),
);

/**
 * /balance: the corporate wallet and how long it lasts (the forecast and its alerts), its
 * operations, its top-ups, its invoices and proformas, its monthly statements and (for a company
 * that has them) its credits. The guide's carousel shows itself on the first visits, the proforma
 * hint the first times a top-up or a proforma is started (SPEC §3 popups).
 */
export function Component() {
  const { t } = useTranslation('balance');
  const queryClient = useQueryClient();
  const wallet = useWalletSummary();
  const allowCredits = useSessionStore((s) => s.is_allow_credits);
  const sessionDue = useSessionStore((s) => s.credits_due);
  const credits = showsCredits(allowCredits, creditsDueOf(wallet.data?.credits_due, sessionDue));
  const [params, setParams] = useSearchParams();
  const tab = tabFromSearch(params.get('tab'), credits);
  const { notify, toast } = useToast();
  const topup = useDialogState<{ proformaNumber?: string }>();
  const proforma = useDialogState();
  const hint = useDialogState<{ origin: HintOrigin }>();
  const guide = useDialogState();
  // top-ups, proformas and credit requests are writes on the money (issue 13)
  const canWrite = useCan('write', 'money');

  const setTab = (next: BalanceTab) => {
    const p = new URLSearchParams(params);
    if (next === 'operations') p.delete('tab');
    else p.set('tab', next);
    setParams(p, { replace: true });
  };

  // the guide's first visits: opened once its chunk is here (no spinner over a loading page),
  // each opening counted
  const [autoGuide] = useState(() => shouldShowPopup(usePopupsStore.getState().carousel));
  const showGuide = guide.show;
  useEffect(() => {
    if (!autoGuide) return;
    let cancelled = false;
    guideDialog.preload().then(
      () => {
        if (cancelled) return;
        usePopupsStore.getState().seen('carousel');
        showGuide({});
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [autoGuide, showGuide]);

  /** Hovering or focusing "Recargar" or "Proforma": fetch what pressing it opens. */
  const preloadStart = (origin: HintOrigin) => {
    const quiet = () => undefined;
    if (shouldShowPopup(usePopupsStore.getState().proforma)) void hintDialog.preload().catch(quiet);
    void (origin === 'topup' ? topupDialog : proformaDialog).preload().catch(quiet);
  };
  const preloadProps = (origin: HintOrigin) => ({
    onPointerEnter: () => preloadStart(origin),
    onFocus: () => preloadStart(origin),
  });

  /** "Recargar" or "Proforma": the proforma hint first, the first times. */
  const start = (origin: HintOrigin) => {
    const popups = usePopupsStore.getState();
    if (shouldShowPopup(popups.proforma)) {
      popups.seen('proforma');
      hint.show({ origin });
    } else if (origin === 'topup') topup.show({});
    else proforma.show({});
  };

  // ids and amounts each in a <bdi> (no invisible characters in the text)
  const announceApproved = (uniqueId: string, approved: Topup | null) =>
    notify(
      'success',
      <WithUserText>
        {(isolate) =>
          approved
            ? t('topup.approved', {
                id: isolate(uniqueId),
                amount: isolate(`+${formatUsd(approved.credited_usd)}`),
              })
            : t('topup.approvedShort', { id: isolate(uniqueId) })
        }
      </WithUserText>,
    );
  useMoneyInLive(announceApproved);

  const handleCreated = (created: Topup) => {
    topup.hide();
    if (created.status === 'approved') announceApproved(created.unique_id, created);
    else {
      const key =
        created.status === 'rejected'
          ? 'topup.createdRejected'
          : created.status === 'verifying'
            ? 'topup.createdVerifying'
            : 'topup.createdWaiting';
      notify(
        created.status === 'rejected' ? 'warning' : 'success',
        <WithUserText>{(isolate) => t(key, { id: isolate(created.unique_id) })}</WithUserText>,
      );
    }
    setTab('topups');
    // an approved top-up pays due credits first
    for (const queryKey of [topupKeys.all, creditKeys.all])
      void queryClient.invalidateQueries({ queryKey });
    void refreshWallet();
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        rowFrom="md"
        action={
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <RateNote rate={wallet.data?.exchange_rate} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Tooltip title={t('guide.open')}>
                <IconButton
                  onClick={() => guide.show({})}
                  aria-label={t('guide.open')}
                  aria-haspopup="dialog"
                  {...guideDialog.preloadProps}
                >
                  <HelpOutlineRounded />
                </IconButton>
              </Tooltip>
              {canWrite && (
                <Button
                  variant="outlined"
                  size="large"
                  startIcon={<RequestQuoteOutlined />}
                  onClick={() => start('proforma')}
                  aria-haspopup="dialog"
                  {...preloadProps('proforma')}
                  sx={{ whiteSpace: 'nowrap', flex: { xs: 1, sm: 'none' } }}
                >
                  {t('proforma.open')}
                </Button>
              )}
              {canWrite && (
                <Button
                  variant="contained"
                  size="large"
                  startIcon={<AddCardOutlined />}
                  onClick={() => start('topup')}
                  aria-haspopup="dialog"
                  {...preloadProps('topup')}
                  sx={{ whiteSpace: 'nowrap', flex: { xs: 1, sm: 'none' } }}
                >
                  {t('topup.open')}
                </Button>
              )}
            </Stack>
          </Stack>
        }
      />

      <WalletCards onShowCredits={credits ? () => setTab('credits') : undefined} />

      <ForecastCard notify={notify} onTopup={canWrite ? () => start('topup') : undefined} />

      <Box>
        <BalanceTabs value={tab} onChange={setTab} credits={credits} />
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 2.5 }}>
          {tab === 'topups' ? (
            <TopupsSection notify={notify} />
          ) : tab === 'invoices' ? (
            <Stack spacing={3}>
              <InvoicesSection notify={notify} />
              <ProformasSection
                notify={notify}
                onCreate={canWrite ? () => start('proforma') : undefined}
              />
            </Stack>
          ) : tab === 'statements' ? (
            <StatementsSection notify={notify} />
          ) : tab === 'credits' ? (
            <CreditsSection notify={notify} allowed={allowCredits} />
          ) : (
            <OperationsSection notify={notify} />
          )}
        </Box>
      </Box>

      {topup.mounted && (
        <DialogSuspense label={t('topup.loading')}>
          <topupDialog.Component
            key={topup.serial}
            open={topup.isOpen}
            onClose={topup.hide}
            onCreated={handleCreated}
            proformaNumber={topup.props?.proformaNumber}
          />
        </DialogSuspense>
      )}
      {proforma.mounted && (
        <DialogSuspense label={t('dialogs.loading')}>
          <proformaDialog.Component
            key={proforma.serial}
            open={proforma.isOpen}
            onClose={proforma.hide}
            onCreated={() => void queryClient.invalidateQueries({ queryKey: proformaKeys.all })}
            onTopup={(issued) => {
              proforma.hide();
              topup.show({ proformaNumber: issued.number });
            }}
          />
        </DialogSuspense>
      )}
      {hint.mounted && hint.props && (
        <DialogSuspense label={t('dialogs.loading')}>
          <hintDialog.Component
            key={hint.serial}
            open={hint.isOpen}
            onClose={hint.hide}
            origin={hint.props.origin}
            onProforma={() => {
              hint.hide();
              proforma.show({});
            }}
            onTopup={() => {
              hint.hide();
              topup.show({});
            }}
          />
        </DialogSuspense>
      )}
      {guide.mounted && (
        <DialogSuspense label={t('dialogs.loading')}>
          <guideDialog.Component
            key={guide.serial}
            open={guide.isOpen}
            onClose={guide.hide}
            credits={credits}
          />
        </DialogSuspense>
      )}
      {toast}
    </Stack>
  );
}
