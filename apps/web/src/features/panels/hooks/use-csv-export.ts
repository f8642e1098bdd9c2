import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { datedFileName, saveBlob } from '../../balance/api/download.ts';

/** Downloads a CSV the server builds (fetched with the session's headers, saved as a file). */
export function useCsvExport(onError: (text: string) => void) {
  const { t } = useTranslation('panels');
  const [exporting, setExporting] = useState(false);
  const run = async (fetchCsv: () => Promise<Blob>, baseName: string) => {
    setExporting(true);
    try {
      saveBlob(await fetchCsv(), datedFileName(baseName));
    } catch (e) {
      onError(apiErrorText(t, e));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
