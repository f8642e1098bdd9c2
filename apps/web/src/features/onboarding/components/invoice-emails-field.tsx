import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { INVOICE_EMAILS_MAX, INVOICE_EMAILS_MIN } from '@trayecto/contracts';

/**
 * The e-mails invoices go to: a list of 1 to 5, one field each, added and removed here; each
 * field says its own problem (not an e-mail, already in the list), the list its count's.
 */
export function InvoiceEmailsField({
  value,
  onChange,
  onBlur,
  errors,
  listError,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  onBlur: () => void;
  /** each field's message, by index */
  errors: (string | undefined)[];
  /** the list's message (none, too many) */
  listError: string | undefined;
}) {
  const { t } = useTranslation('onboarding');
  const set = (i: number, email: string) => onChange(value.map((v, j) => (j === i ? email : v)));
  const remove = (i: number) => onChange(value.filter((_, j) => j !== i));
  return (
    <Stack spacing={1.5} role="group" aria-labelledby="invoice-emails-label">
      <div>
        <Typography component="span" variant="subtitle2" id="invoice-emails-label">
          {t('form.invoiceEmails')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('form.invoiceEmailsHint', { max: INVOICE_EMAILS_MAX })}
        </Typography>
      </div>
      {value.map((email, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            value={email}
            onChange={(e) => set(i, e.target.value)}
            onBlur={onBlur}
            name={`invoice_emails.${i}`}
            type="email"
            label={t('form.invoiceEmail', { n: i + 1 })}
            fullWidth
            size="small"
            autoComplete="email"
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
            error={Boolean(errors[i])}
            helperText={errors[i]}
          />
          <Tooltip title={t('form.removeEmail')}>
            <span>
              <IconButton
                aria-label={t('form.removeEmailNamed', { n: i + 1 })}
                onClick={() => remove(i)}
                disabled={value.length <= INVOICE_EMAILS_MIN}
              >
                <CloseRounded />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ))}
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
      <div>
        <Button
          size="small"
          startIcon={<AddRounded />}
          onClick={() => onChange([...value, ''])}
          disabled={value.length >= INVOICE_EMAILS_MAX}
        >
          {t('form.addEmail')}
        </Button>
      </div>
    </Stack>
  );
}
