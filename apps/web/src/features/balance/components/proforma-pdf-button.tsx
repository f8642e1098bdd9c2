import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { saveBlob } from '../api/download.ts';
import { getProformaPdf, proformaPdfFileName } from '../api/proformas-api.ts';

/** A proforma's PDF, fetched with the session and saved as proforma-PRO-000012.pdf. */
export function ProformaPdfButton({
  proforma,
  onError,
  label,
  ...props
}: {
  proforma: { _id: string; number: string };
  onError: (message: string) => void;
  /** the visible words ("PDF" in a list, "Descargar PDF" in the dialog) */
  label: string;
} & Pick<ButtonProps, 'variant' | 'size'>) {
  const { t } = useTranslation('balance');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await getProformaPdf(proforma._id), proformaPdfFileName(proforma.number));
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
      aria-label={t('proformas.pdfOf', { label, number: proforma.number })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}
