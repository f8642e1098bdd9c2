import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Stack from '@mui/material/Stack';
import { BATCH_MAX_KB, type BatchFile, type BatchPreview } from '@trayecto/contracts/trip-batch';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { createIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { bookBatch, previewBatch } from '../api/trip-batch-api.ts';
import { putBookedBatch } from '../api/trip-batch-queries.ts';
import { ColumnHelp } from '../components/column-help.tsx';
import { FileStep } from '../components/file-step.tsx';
import { PreviewStep } from '../components/preview-step.tsx';
import { ResultStep } from '../components/result-step.tsx';
import { fingerprintOf, readBatchFile } from '../lib/batch-file.ts';
import { batchErrorText } from '../lib/reason-text.ts';

type Draft =
  | { step: 'pick'; error: string | null }
  | { step: 'checking'; fileName: string }
  | { step: 'preview'; body: BatchFile; preview: BatchPreview };

/** the booked file's report, in the URL: a reload or a shared link shows the result again */
const BATCH_PARAM = 'batch';

/**
 * /trips/batch: many trips booked from one CSV or XLSX file (issue 13, part 5). Choose the file,
 * review what the server read (each bad row with its reasons), book the good rows, then see what
 * became of each one and download the report. Booking needs write:trips.
 */
export function Component() {
  const { t } = useTranslation('batch');
  const canWrite = useCan('write', 'trips');
  const timezone = useSessionStore((s) => s.timezone);
  const [params, setParams] = useSearchParams();
  const batchId = params.get(BATCH_PARAM);

  const [draft, setDraft] = useState<Draft>({ step: 'pick', error: null });
  const [booking, setBooking] = useState(false);
  const [bookError, setBookError] = useState<string | null>(null);
  // the file being read: a later pick makes an earlier answer stale
  const attempt = useRef(0);
  // one Idempotency-Key per booking: kept while the same file is retried, new after success
  const bookingKey = useRef(createIdempotencyKey());

  const reset = () => {
    attempt.current += 1;
    setBookError(null);
    setDraft({ step: 'pick', error: null });
  };

  const onFiles = async (files: File[]) => {
    const mine = ++attempt.current;
    setBookError(null);
    const file = files[0];
    if (files.length !== 1 || !file) {
      setDraft({ step: 'pick', error: t('problems.several') });
      return;
    }
    setDraft({ step: 'checking', fileName: file.name });
    const read = await readBatchFile(file);
    if (mine !== attempt.current) return;
    if ('problem' in read) {
      setDraft({ step: 'pick', error: t(`problems.${read.problem}`, { kb: BATCH_MAX_KB }) });
      return;
    }
    try {
      const preview = await previewBatch(read.body);
      if (mine !== attempt.current) return;
      setDraft({ step: 'preview', body: read.body, preview });
    } catch (e) {
      if (mine !== attempt.current) return;
      setDraft({ step: 'pick', error: batchErrorText(t, e) });
    }
  };

  const onBook = async () => {
    if (draft.step !== 'preview' || booking) return;
    setBooking(true);
    setBookError(null);
    try {
      const batch = await bookBatch(
        draft.body,
        bookingKey.current.keyFor(fingerprintOf(draft.body)),
      );
      bookingKey.current.reset();
      void putBookedBatch(batch);
      reset();
      setParams({ [BATCH_PARAM]: batch._id });
    } catch (e) {
      setBookError(batchErrorText(t, e));
    } finally {
      setBooking(false);
    }
  };

  const another = () => {
    reset();
    setParams({});
  };

  const active = batchId ? 2 : draft.step === 'preview' ? 1 : 0;

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stepper activeStep={active} aria-label={t('steps.label')} alternativeLabel>
        {(['choose', 'preview', 'result'] as const).map((step) => (
          <Step key={step}>
            <StepLabel>{t(`steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {batchId ? (
        <ResultStep key={batchId} batchId={batchId} timezone={timezone} onAnother={another} />
      ) : !canWrite ? (
        <Alert severity="info">{t('file.noPermission')}</Alert>
      ) : draft.step === 'preview' ? (
        <PreviewStep
          fileName={draft.body.file_name}
          preview={draft.preview}
          timezone={timezone}
          booking={booking}
          bookError={bookError}
          onChooseAnother={reset}
          onBook={() => void onBook()}
          onDismissError={() => setBookError(null)}
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <FileStep
            checking={draft.step === 'checking'}
            fileName={draft.step === 'checking' ? draft.fileName : null}
            error={draft.step === 'pick' ? draft.error : null}
            onFiles={(files) => void onFiles(files)}
          />
          <ColumnHelp />
        </Box>
      )}
    </Stack>
  );
}
