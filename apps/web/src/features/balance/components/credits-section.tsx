import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { CREDIT_STATUSES, formatUsd, type Credit, type CreditStatus } from '@trayecto/contracts';
import { WithUserText } from '../../../components/user-text.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { creditKeys, exportCreditsCsv, type CreditFilters } from '../api/credits-api.ts';
import { useCredits, useExpiredCreditsDue } from '../api/credits-queries.ts';
import { useCsvDownload } from '../hooks/use-csv-download.ts';
import type { Notify } from '../../../components/use-toast.tsx';
import { creditStatusLabel } from '../lib/credit-display.ts';
import { CreditsList } from './credits-list.tsx';
import { DialogSuspense, lazyDialog, useDialogState } from './lazy-dialog.tsx';
import { ListSection } from './list-section.tsx';

const requestDialog = lazyDialog(() =>
  import('./credit-request-dialog.tsx').then((m) => m.CreditRequestDialog),
);
const detailDialog = lazyDialog(() =>
  import('./credit-detail-dialog.tsx').then((m) => m.CreditDetailDialog),
);

/**
 * "Créditos": the company's advances (status filter, paged, CSV), an alert while any is expired,
 * "Solicitar crédito" when the company may ask for them, and each credit's detail.
 */
export function CreditsSection({ notify, allowed }: { notify: Notify; allowed: boolean }) {
  const { t } = useTranslation('balance');
  const queryClient = useQueryClient();
  const lang = currentLanguage();
  const [status, setStatus] = useState<CreditStatus | ''>('');
  const filters = useMemo<CreditFilters>(() => ({ status: status || undefined }), [status]);
  const list = useCredits(filters);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.credits) ?? [], [list.data]);
  const expired = useExpiredCreditsDue();
  const { exporting, run } = useCsvDownload(notify);
  const request = useDialogState();
  const detail = useDialogState<{ credit: Credit }>();
  // the list says whether the company may ask (fresher than the session's GET /me)
  const mayAsk = list.data?.pages[0]?.allowed ?? allowed;
  // asking for a credit is a write on the money (issue 13)
  const canWrite = useCan('write', 'money');

  const handleRequested = (credit: Credit) => {
    request.hide();
    notify(
      'success',
      <WithUserText>
        {(isolate) => t('credits.requested', { id: isolate(credit.unique_id) })}
      </WithUserText>,
    );
    // a request waits for finance: only the list changes (the wallet moves once it is approved)
    void queryClient.invalidateQueries({ queryKey: creditKeys.all });
  };

  return (
    <Stack spacing={2.5}>
      {(expired.data ?? 0) > 0 && (
        <Alert severity="error" variant="outlined" data-testid="credits-expired-alert">
          <AlertTitle>{t('credits.expiredTitle')}</AlertTitle>
          <WithUserText>
            {(isolate) =>
              t('credits.expiredAlert', { amount: isolate(formatUsd(expired.data ?? 0)) })
            }
          </WithUserText>
        </Alert>
      )}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
          {mayAsk ? t('credits.intro') : t('credits.notAllowed')}
        </Typography>
        {mayAsk && canWrite && (
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => request.show({})}
            aria-haspopup="dialog"
            {...requestDialog.preloadProps}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('credits.request')}
          </Button>
        )}
      </Stack>

      <ListSection
        id="credits"
        title={t('credits.title')}
        query={list}
        rowCount={rows.length}
        filters={
          <FilterBar>
            <TextField
              select
              size="small"
              label={t('filters.status')}
              value={status}
              onChange={(e) => setStatus(e.target.value as CreditStatus | '')}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('filters.allStatuses')}</MenuItem>
              {CREDIT_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {creditStatusLabel(s, lang)}
                </MenuItem>
              ))}
            </TextField>
            {status && <Button onClick={() => setStatus('')}>{t('filters.clear')}</Button>}
          </FilterBar>
        }
        filtered={Boolean(status)}
        texts={{
          export: t('credits.export'),
          updating: t('credits.updating'),
          error: list.error ? t('credits.error', { message: list.error.message }) : '',
          loadMore: t('credits.loadMore'),
          empty: t('credits.empty'),
          emptyText: mayAsk ? t('credits.emptyText') : t('credits.emptyTextNotAllowed'),
          noResults: t('credits.noResults'),
          noResultsText: t('credits.noResultsText'),
        }}
        exporting={exporting}
        onExport={() => void run(() => exportCreditsCsv(filters), 'creditos')}
      >
        <CreditsList
          rows={rows}
          loading={list.isPending}
          onOpen={(credit) => {
            void detailDialog.preload().catch(() => undefined);
            detail.show({ credit });
          }}
        />
      </ListSection>

      {request.mounted && (
        <DialogSuspense label={t('dialogs.loading')}>
          <requestDialog.Component
            key={request.serial}
            open={request.isOpen}
            onClose={request.hide}
            onCreated={handleRequested}
          />
        </DialogSuspense>
      )}
      {detail.mounted && detail.props && (
        <DialogSuspense label={t('dialogs.loading')}>
          <detailDialog.Component
            key={detail.serial}
            open={detail.isOpen}
            onClose={detail.hide}
            credit={detail.props.credit}
          />
        </DialogSuspense>
      )}
    </Stack>
  );
}
