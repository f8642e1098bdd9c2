import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { deliveryProofFileName, type Parcel } from '@trayecto/contracts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { saveBlob } from '../../balance/api/download.ts';
import { getParcelProof } from '../api/parcels-api.ts';

/** A parcel has something to prove once it ended or one of its drop-offs was made or failed. */
export function hasDeliveryProof(parcel: Pick<Parcel, 'status' | 'stops'>): boolean {
  return (
    parcel.status === 'completed' ||
    parcel.status === 'partially_completed' ||
    parcel.stops.some(
      (s) => s.role === 'dropoff' && (s.status === 'completed' || s.status === 'failed'),
    )
  );
}

/**
 * "Download proof": the parcel's proof of delivery (a PDF the server writes in the interface
 * language), fetched with the session like every API call and saved as entrega-<id>.pdf.
 */
export function ProofDownloadButton({ parcel }: { parcel: Pick<Parcel, '_id' | 'unique_id'> }) {
  const { t } = useTranslation('parcels');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveBlob(await getParcelProof(parcel._id), deliveryProofFileName(parcel.unique_id));
    } catch (e) {
      setError(apiErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        loading={busy}
        loadingPosition="start"
        onClick={() => void download()}
      >
        {t('detail.downloadProof')}
      </Button>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ alignSelf: 'stretch' }}>
          <AlertTitle>{t('detail.proofError')}</AlertTitle>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
