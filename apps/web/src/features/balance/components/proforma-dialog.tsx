import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import { PROFORMA_CONCEPT_MAX, type CreateProformaBody, type Proforma } from '@trayecto/contracts';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { createProforma } from '../api/proformas-api.ts';
import {
  EMPTY_PROFORMA_FORM,
  proformaFieldLimits,
  proformaFormSchema,
  type ProformaFormValues,
} from '../lib/proforma-form.ts';
import { CopyValue } from './topup-dialog/copy-value.tsx';
import { ProformaFigures } from './proforma-figures.tsx';
import { ProformaPdfButton } from './proforma-pdf-button.tsx';

type Field = FieldPath<ProformaFormValues>;
const FIELDS = new Set<string>(['amount', 'concept']);

/**
 * "Proforma": the dollars to pay and the concept → POST /proformas; then the proforma itself
 * (number, base, IVA and total in $ and Bs, what to send by Zelle), its PDF, and how to quote it
 * in the top-up. Mounted afresh for each opening.
 */
export function ProformaDialog({
  open,
  onClose,
  onCreated,
  onTopup,
}: {
  open: boolean;
  onClose: () => void;
  /** a proforma was issued (the list refreshes) */
  onCreated: (proforma: Proforma) => void;
  /** "Recargar con esta proforma": the top-up form with its number filled in */
  onTopup: (proforma: Proforma) => void;
}) {
  const { t } = useTranslation('balance');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [issued, setIssued] = useState<Proforma | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProformaFormValues, unknown, CreateProformaBody>({
    resolver: zodResolver(proformaFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_PROFORMA_FORM,
  });
  const { isSubmitting, errors } = form.formState;
  const fieldError = (name: Field) => {
    const code = errors[name]?.message;
    return code ? errorText(t, code, proformaFieldLimits(name)) : undefined;
  };

  const handleSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      const proforma = await createProforma(body);
      setIssued(proforma);
      onCreated(proforma);
    } catch (e) {
      const onFields = isApiError(e)
        ? Object.entries(e.fields ?? {}).filter(([field]) => FIELDS.has(field))
        : [];
      for (const [field, message] of onFields) form.setError(field as Field, { message });
      if (onFields.length === 0) setServerError(apiErrorText(t, e));
    }
  });

  const dialogProps = {
    open,
    onClose: isSubmitting ? undefined : onClose,
    'aria-labelledby': 'proforma-title',
    maxWidth: 'sm' as const,
    fullWidth: true,
    fullScreen: phone,
  };

  if (issued) {
    return (
      <Dialog {...dialogProps} aria-describedby="proforma-quote-hint">
        <DialogTitle id="proforma-title">
          <WithUserText>
            {(isolate) => t('proforma.issuedTitle', { number: isolate(issued.number) })}
          </WithUserText>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} data-testid="proforma-result">
            <Alert severity="success" role="status">
              {t('proforma.issued')}
            </Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <CopyValue label={t('proforma.number')} value={issued.number} />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('proforma.conceptLabel')}
                </Typography>
                <UserText component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {issued.concept}
                </UserText>
              </Box>
            </Stack>
            <ProformaFigures proforma={issued} />
            <Alert id="proforma-quote-hint" severity="info">
              <WithUserText>
                {(isolate) => t('proforma.quoteHint', { number: isolate(issued.number) })}
              </WithUserText>
            </Alert>
            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <ProformaPdfButton
            proforma={issued}
            label={t('proforma.download')}
            variant="outlined"
            onError={setServerError}
          />
          <Button
            variant="contained"
            startIcon={<AddCardOutlined />}
            onClick={() => onTopup(issued)}
            aria-haspopup="dialog"
          >
            {t('proforma.topup')}
          </Button>
          <Button onClick={onClose}>{t('dialogs.close')}</Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog {...dialogProps} aria-describedby="proforma-intro">
      <form noValidate onSubmit={(e) => void handleSubmit(e)} aria-busy={isSubmitting || undefined}>
        <DialogTitle id="proforma-title">{t('proforma.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <Typography id="proforma-intro" color="text.secondary">
              {t('proforma.intro')}
            </Typography>
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <TextField
                  name={field.name}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={field.onChange}
                  label={t('proforma.amount')}
                  required
                  fullWidth
                  autoFocus
                  error={Boolean(fieldError('amount'))}
                  helperText={fieldError('amount') ?? t('proforma.amountHint')}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="concept"
              render={({ field }) => (
                <TextField
                  name={field.name}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={field.onChange}
                  label={t('proforma.conceptLabel')}
                  required
                  fullWidth
                  error={Boolean(fieldError('concept'))}
                  helperText={
                    fieldError('concept') ??
                    t('proforma.conceptHint', { max: PROFORMA_CONCEPT_MAX })
                  }
                />
              )}
            />
            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('proforma.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} loadingPosition="start">
            {t('proforma.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
