import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { statementFileName } from '@trayecto/contracts';
import { apiErrorText } from '../../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { saveBlob } from '../../api/download.ts';
import { getStatementFile } from '../../api/money-watch-api.ts';

/**
 * A month's statement as a PDF or a CSV, fetched with the session and saved under the name the
 * server gives it (estado-de-cuenta-TE-100234-2026-10.pdf). Named "PDF octubre de 2026".
 */
export function StatementFileButton({
  month,
  monthName,
  format,
  onError,
  testId,
  ...props
}: {
  /** YYYY-MM */
  month: string;
  /** the month as written in a sentence, for the button's name */
  monthName: string;
  format: 'pdf' | 'csv';
  onError: (message: string) => void;
  testId?: string;
} & Pick<ButtonProps, 'variant' | 'size'>) {
  const { t } = useTranslation('balance');
  const panelId = useSessionStore((s) => s.unique_id);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await getStatementFile(month, format);
      saveBlob(file, statementFileName(panelId ?? 'trayecto', month, format));
    } catch (e) {
      onError(apiErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      {...props}
      startIcon={<FileDownloadOutlined />}
      loading={busy}
      loadingPosition="start"
      onClick={() => void download()}
      aria-label={t(format === 'pdf' ? 'statements.pdfOf' : 'statements.csvOf', {
        month: monthName,
      })}
      data-testid={testId}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {format === 'pdf' ? t('statements.pdf') : t('statements.csv')}
    </Button>
  );
}
