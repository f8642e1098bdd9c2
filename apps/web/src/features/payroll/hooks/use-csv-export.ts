import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { datedFileName, saveBlob } from '../../balance/api/download.ts';

/** Downloads a CSV the server builds (fetched with the session's headers, saved as a file). */
export function useCsvExport(notify: (severity: 'error' | 'success', text: string) => void) {
  const { t } = useTranslation('payroll');
  const [exporting, setExporting] = useState(false);
  const run = async (fetchCsv: () => Promise<Blob>, baseName: string) => {
    setExporting(true);
    try {
      saveBlob(await fetchCsv(), datedFileName(baseName));
    } catch (e) {
      notify('error', apiErrorText(t, e));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
