import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { TOPUP_METHODS, type CreateTopup, type Topup, type TopupMethod } from '@trayecto/contracts';
import { currentLanguage, isApiError } from '../../../../lib/api-client.ts';
import { apiErrorText } from '../../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { createTopup } from '../../api/topups-api.ts';
import { useTopupInstructions } from '../../api/topups-queries.ts';
import { createIdempotencyKey } from '../../../../lib/idempotency-key.ts';
import { zonedToday } from '../../lib/day-range.ts';
import { methodLabel } from '../../lib/topup-display.ts';
import { emptyTopupForm, topupFormSchema, type TopupFormValues } from '../../lib/topup-form.ts';
import { AmountFields } from './amount-fields.tsx';
import { InvoiceFields } from './invoice-fields.tsx';
import { PagoMovilFields } from './pago-movil-fields.tsx';
import { PayInstructions } from './pay-instructions.tsx';
import { PaymentDateField } from './payment-date-field.tsx';
import { ReceiptField } from './receipt-field.tsx';
import { ZelleFields } from './zelle-fields.tsx';

type Field = FieldPath<TopupFormValues>;

const FIELDS = new Set<string>([
  'method',
  'bank_code',
  'payer_phone',
  'payer_id',
  'zelle_owner',
  'zelle_sender',
  'reference',
  'payment_date',
  'amount',
  'currency',
  'receipt_id',
  'memo_number',
  'proforma_number',
  'invoice_email',
  'custom_invoice.name',
  'custom_invoice.tax_id',
  'custom_invoice.address',
]);

/** Error codes of POST /topups that belong to one field of the form. */
const CODE_FIELDS: Partial<Record<string, Field>> = {
  reference_used: 'reference',
  payment_date_future: 'payment_date',
  rate_missing: 'payment_date',
  receipt_required: 'receipt_id',
  receipt_type: 'receipt_id',
  receipt_too_large: 'receipt_id',
  zelle_currency: 'currency',
};

/**
 * "Recargar": register a pago móvil or Zelle payment already made. Shows where to pay, takes the
 * payment's data and its receipt, checks them with the contract's schema, and sends them once
 * (an Idempotency-Key per submission, the same one when the same submission is retried).
 * Mounted afresh for each opening (keyed by its opener).
 */
export function TopupDialog({
  open,
  onClose,
  onCreated,
  proformaNumber,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (topup: Topup) => void;
  /** "Recargar con esta proforma": its number already in "Número de proforma" */
  proformaNumber?: string | undefined;
}) {
  const { t } = useTranslation('balance');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const timezone = useSessionStore((s) => s.timezone);
  const instructions = useTopupInstructions();
  const today = instructions.data?.today ?? zonedToday(timezone);
  // the company's today may arrive after mounting: the form takes the new resolver then
  const resolver = useMemo(() => zodResolver(topupFormSchema(today)), [today]);
  const [actionKey] = useState(() => createIdempotencyKey());
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const form = useForm<TopupFormValues, unknown, CreateTopup>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...emptyTopupForm(today), proforma_number: proformaNumber ?? '' },
  });
  const { isSubmitting } = form.formState;
  const method = useWatch({ control: form.control, name: 'method' });
  const busy = isSubmitting || uploading;

  const chooseMethod = (next: TopupMethod) => {
    form.setValue('method', next);
    form.setValue('currency', next === 'zelle' ? 'USD' : 'VES');
    // a bank reference is no Zelle confirmation number, nor the other way round
    form.setValue('reference', '');
    form.clearErrors();
    setServerError(null);
  };

  const handleSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      const topup = await createTopup(body, actionKey.keyFor(JSON.stringify(body)));
      actionKey.reset();
      onCreated(topup);
    } catch (e) {
      if (!isApiError(e)) return setServerError(t('errors:unknown'));
      // the error's own code on its field; the fields the server names on theirs
      const own = CODE_FIELDS[e.error_code];
      if (own) form.setError(own, { message: e.error_code }, { shouldFocus: true });
      for (const [field, message] of Object.entries(e.fields ?? {})) {
        if (FIELDS.has(field)) form.setError(field as Field, { message });
      }
      if (!own) setServerError(apiErrorText(t, e));
    }
  });

  const lang = currentLanguage();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="topup-title"
      maxWidth="md"
      fullWidth
      fullScreen={phone}
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(e) => void handleSubmit(e)}
          aria-busy={isSubmitting || undefined}
        >
          <DialogTitle id="topup-title">{t('topup.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 0.5 }}>
              <ToggleButtonGroup
                exclusive
                fullWidth
                color="primary"
                value={method}
                onChange={(_, next: TopupMethod | null) => next && chooseMethod(next)}
                aria-label={t('topup.method')}
                disabled={busy}
                sx={{ maxWidth: 420 }}
              >
                {TOPUP_METHODS.map((m) => (
                  <ToggleButton key={m} value={m} sx={{ textTransform: 'none' }}>
                    {methodLabel(m, lang)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>

              <PayInstructions
                method={method}
                instructions={instructions.data}
                error={instructions.isError ? apiErrorText(t, instructions.error) : null}
                onRetry={() => void instructions.refetch()}
              />

              <Grid container spacing={2}>
                {method === 'zelle' ? <ZelleFields /> : <PagoMovilFields />}
                <AmountFields rate={instructions.data?.exchange_rate} />
                <Grid size={{ xs: 12, sm: 6 }}>
                  <PaymentDateField today={today} />
                </Grid>
              </Grid>

              <ReceiptField onBusy={setUploading} />
              <Divider />
              <InvoiceFields />

              {serverError && (
                <Alert severity="error" role="alert">
                  {serverError}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} disabled={isSubmitting}>
              {t('topup.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={uploading}
              loading={isSubmitting}
              loadingPosition="start"
            >
              {t('topup.submit')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
