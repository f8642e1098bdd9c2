import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { formatUsd } from '@trayecto/contracts/format';
import type { BatchPreview } from '@trayecto/contracts/trip-batch';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { previewSummary, visibleRows } from '../lib/batch-summary.ts';
import { PreviewTable } from './preview-table.tsx';

/**
 * Step 2: what the server read. The summary, every row (or only the bad ones), and the booking
 * of the good rows after a confirmation that says how many and for how much.
 */
export function PreviewStep({
  fileName,
  preview,
  timezone,
  booking,
  bookError,
  onChooseAnother,
  onBook,
  onDismissError,
}: {
  fileName: string;
  preview: BatchPreview;
  timezone: string;
  booking: boolean;
  bookError: string | null;
  onChooseAnother: () => void;
  onBook: () => void;
  onDismissError: () => void;
}) {
  const { t } = useTranslation('batch');
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const summary = previewSummary(preview);
  const total = formatUsd(summary.total);
  const rows = visibleRows(preview.rows, onlyErrors && summary.withErrors > 0);
  const ready = t('preview.ready', { count: summary.ready });

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        <WithUserText>{(isolate) => t('result.file', { name: isolate(fileName) })}</WithUserText>
      </Typography>

      <Alert
        severity={
          preview.rows.length === 0 ? 'info' : summary.withErrors > 0 ? 'warning' : 'success'
        }
        role="status"
        data-testid="batch-preview-summary"
      >
        {preview.rows.length === 0 ? (
          t('preview.noRows')
        ) : (
          <>
            <Typography sx={{ fontWeight: 600 }}>
              <WithUserText>
                {(isolate) =>
                  summary.withErrors > 0
                    ? t('preview.summary', {
                        ready,
                        errors: t('preview.withErrors', { count: summary.withErrors }),
                        total: isolate(total),
                      })
                    : t('preview.summaryClean', { ready, total: isolate(total) })
                }
              </WithUserText>
            </Typography>
            {summary.approval > 0 && (
              <Typography variant="body2">
                {t('preview.approval', { count: summary.approval })}
              </Typography>
            )}
            {summary.withErrors > 0 && (
              <Typography variant="body2">{t('preview.errorsNote')}</Typography>
            )}
          </>
        )}
      </Alert>

      {preview.rows.length > 0 && (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={onlyErrors && summary.withErrors > 0}
                onChange={(_, checked) => setOnlyErrors(checked)}
                disabled={summary.withErrors === 0}
              />
            }
            label={t('preview.onlyErrors')}
            sx={{ alignSelf: 'flex-start' }}
          />
          {rows.length > 0 ? (
            <PreviewTable rows={rows} timezone={timezone} />
          ) : (
            <Typography color="text.secondary">{t('preview.noneWithErrors')}</Typography>
          )}
        </>
      )}

      {bookError && !confirming && (
        <Alert severity="error" role="alert" onClose={onDismissError}>
          {bookError}
        </Alert>
      )}

      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={onChooseAnother}
          disabled={booking}
        >
          {t('preview.chooseAnother')}
        </Button>
        <Button
          variant="contained"
          startIcon={<EventAvailableOutlined />}
          data-testid="batch-book"
          disabled={summary.ready === 0 || booking}
          onClick={() => {
            onDismissError();
            setConfirming(true);
          }}
          aria-haspopup="dialog"
        >
          {t('preview.book', { count: summary.ready })}
        </Button>
      </Stack>

      <ConfirmDialog
        open={confirming}
        title={t('confirm.title', { count: summary.ready })}
        confirmLabel={t('confirm.book')}
        cancelLabel={t('confirm.cancel')}
        busy={booking}
        error={bookError}
        onClose={() => setConfirming(false)}
        onConfirm={onBook}
      >
        <Typography>
          <WithUserText>{(isolate) => t('confirm.total', { total: isolate(total) })}</WithUserText>
        </Typography>
        {summary.withErrors > 0 && (
          <Typography>{t('confirm.skipped', { count: summary.withErrors })}</Typography>
        )}
        {summary.approval > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('preview.approval', { count: summary.approval })}
          </Typography>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
