import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { datedFileName, saveBlob } from '../api/download.ts';
import type { Notify } from '../../../components/use-toast.tsx';

/** Downloads a list's CSV (built by the server, fetched with the session) as base-YYYY-MM-DD.csv. */
export function useCsvDownload(notify: Notify) {
  const { t } = useTranslation('balance');
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
