import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { datedFileName, saveBlob } from '../../balance/api/download.ts';
import { getBatchReportCsv } from '../api/trip-batch-api.ts';
import { useBatch } from '../api/trip-batch-queries.ts';
import { outcomeCounts, outcomesPresent } from '../lib/batch-summary.ts';
import { OUTCOME_COLORS, ResultTable } from './result-table.tsx';

export const REPORT_FILE_BASE = 'viajes-desde-archivo';

/** Step 3: what became of each row of a booked file, its report to download, and a new file. */
export function ResultStep({
  batchId,
  timezone,
  onAnother,
}: {
  batchId: string;
  timezone: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('batch');
  const batch = useBatch(batchId);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveBlob(await getBatchReportCsv(batchId), datedFileName(REPORT_FILE_BASE));
    } catch (e) {
      setDownloadError(apiErrorText(t, e));
    } finally {
      setDownloading(false);
    }
  };

  const another = (
    <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={onAnother}>
      {t('result.another')}
    </Button>
  );

  if (batch.isPending) return <CenteredMessage busy text={t('result.loading')} />;
  if (batch.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert
          severity="error"
          role="alert"
          sx={{ alignSelf: 'stretch' }}
          action={
            <Button color="inherit" size="small" onClick={() => void batch.refetch()}>
              {t('result.retry')}
            </Button>
          }
        >
          {apiErrorText(t, batch.error)}
        </Alert>
        {another}
      </Stack>
    );
  }

  const report = batch.data;
  const counts = outcomeCounts(report.rows);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        <WithUserText>
          {(isolate) => t('result.file', { name: isolate(report.file_name) })}
        </WithUserText>
      </Typography>
      <Stack
        direction="row"
        role="status"
        data-testid="batch-result-summary"
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {report.rows.length === 0 ? (
          <Typography>{t('result.empty')}</Typography>
        ) : (
          outcomesPresent(counts).map((outcome) => (
            <Chip
              key={outcome}
              color={OUTCOME_COLORS[outcome]}
              variant={outcome === 'booked' ? 'filled' : 'outlined'}
              label={t(`result.counts.${outcome}`, { count: counts[outcome] })}
              data-outcome={outcome}
            />
          ))
        )}
      </Stack>

      {report.rows.length > 0 && <ResultTable rows={report.rows} timezone={timezone} />}

      {downloadError && (
        <Alert severity="error" role="alert" onClose={() => setDownloadError(null)}>
          {downloadError}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        {another}
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          loading={downloading}
          loadingPosition="start"
          onClick={() => void download()}
          data-testid="batch-report-csv"
        >
          {t('result.download')}
        </Button>
      </Stack>
    </Stack>
  );
}
