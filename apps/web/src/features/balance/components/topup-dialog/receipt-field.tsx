import { useRef, useState, type ChangeEvent } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { RECEIPT_MAX_MB, RECEIPT_TYPES } from '@trayecto/contracts';
import { apiErrorText, errorText } from '../../../../lib/i18n-errors.ts';
import { VISUALLY_HIDDEN } from '../../../../lib/visually-hidden.ts';
import { uploadReceipt } from '../../api/topups-api.ts';
import { checkReceipt, type TopupFormValues } from '../../lib/topup-form.ts';
import { useFieldError } from './use-field-error.ts';

type Upload =
  { step: 'none' } | { step: 'uploading'; fileName: string } | { step: 'done'; fileName: string };

/**
 * The payment's receipt (an image or a PDF): checked here as the server checks it, uploaded as
 * soon as it is picked (its id goes with the top-up). Required for Zelle; optional for a pago
 * móvil, which the bank confirms. `onBusy` says when an upload is under way.
 */
export function ReceiptField({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('balance');
  const { control, setValue, clearErrors } = useFormContext<TopupFormValues>();
  const [method, currency] = useWatch({ control, name: ['method', 'currency'] });
  const fieldError = useFieldError();
  const input = useRef<HTMLInputElement>(null);
  const attempt = useRef(0);
  const [upload, setUpload] = useState<Upload>({ step: 'none' });
  const [problem, setProblem] = useState<string | null>(null);

  const setBusy = (busy: boolean) => onBusy(busy);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const mine = ++attempt.current;
    setProblem(null);
    setValue('receipt_id', null);
    const checked = await checkReceipt(file);
    if (mine !== attempt.current) return;
    if ('problem' in checked) {
      setUpload({ step: 'none' });
      setProblem(errorText(t, `receipt_${checked.problem}`));
      return;
    }
    setUpload({ step: 'uploading', fileName: file.name });
    setBusy(true);
    try {
      const uploaded = await uploadReceipt(file, checked.type);
      if (mine !== attempt.current) return;
      setValue('receipt_id', uploaded.receipt_id);
      clearErrors('receipt_id');
      setUpload({ step: 'done', fileName: file.name });
    } catch (e) {
      if (mine !== attempt.current) return;
      setUpload({ step: 'none' });
      setProblem(apiErrorText(t, e));
    } finally {
      if (mine === attempt.current) setBusy(false);
    }
  };

  const remove = () => {
    attempt.current++;
    setBusy(false);
    setUpload({ step: 'none' });
    setProblem(null);
    setValue('receipt_id', null);
  };

  const required = method === 'zelle';
  const note = required
    ? t('topup.hints.receiptRequired', { max: RECEIPT_MAX_MB })
    : currency === 'VES'
      ? t('topup.hints.receiptOptionalBs', { max: RECEIPT_MAX_MB })
      : t('topup.hints.receiptOptional', { max: RECEIPT_MAX_MB });
  const error = problem ?? fieldError('receipt_id');

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        {t('topup.fields.receipt')}
        {required && (
          <Box component="span" aria-hidden>
            {' *'}
          </Box>
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary" id="topup-receipt-note">
        {note}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Controller
          control={control}
          name="receipt_id"
          render={({ field }) => (
            <Button
              ref={field.ref}
              variant="outlined"
              onClick={() => input.current?.click()}
              startIcon={<UploadFileOutlined />}
              loading={upload.step === 'uploading'}
              loadingPosition="start"
              aria-describedby="topup-receipt-note"
              sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
            >
              {t(upload.step === 'none' ? 'topup.receipt.pick' : 'topup.receipt.change')}
            </Button>
          )}
        />
        {/* the button opens it; kept in the page (not display:none) for assistive tech */}
        <Box
          component="input"
          ref={input}
          type="file"
          accept={RECEIPT_TYPES.join(',')}
          aria-label={t('topup.receipt.fileLabel')}
          tabIndex={-1}
          onChange={(e: ChangeEvent<HTMLInputElement>) => void handleFile(e)}
          sx={{ ...VISUALLY_HIDDEN, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
        />
        {upload.step !== 'none' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            {upload.step === 'done' && (
              <CheckCircleOutlineRounded color="success" fontSize="small" aria-hidden />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                <bdi>{upload.fileName}</bdi>
              </Typography>
              <Typography variant="caption" color="text.secondary" role="status">
                {t(upload.step === 'done' ? 'topup.receipt.uploaded' : 'topup.receipt.uploading')}
              </Typography>
            </Box>
            <Tooltip title={t('topup.receipt.remove')}>
              <IconButton size="small" aria-label={t('topup.receipt.remove')} onClick={remove}>
                <DeleteOutlineRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        )}
      </Stack>
      {error && (
        <Alert severity="error" role="alert" sx={{ py: 0 }}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
