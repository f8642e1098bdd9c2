import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  CREDIT_MAX_DAYS,
  CREDIT_NOTE_MAX,
  type ConsoleCredit,
  type GrantCreditBody,
} from '@trayecto/contracts/credits';
import { formatUsd } from '@trayecto/contracts/format';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage, isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { useGrantCredit } from '../api/credits-queries.ts';
import { calendarDay, todayInConsoleZone } from '../lib/dates.ts';
import {
  creditFieldErrorsOf,
  grantCreditDefaults,
  grantCreditFormSchema,
  type GrantCreditForm,
} from '../lib/credits.ts';
import { AmountField } from './amount-field.tsx';
import { CreditExpiryField } from './credit-expiry-field.tsx';
import { InfoList } from './info-list.tsx';

export type GrantCreditCompany = { _id: string; name: string; unique_id: string };

/**
 * Finance advances money to a company (POST /console/companies/:id/credits): the amount, its
 * expiration day and a note, then what will be credited, confirmed before it is. Mounted afresh
 * for each opening; its own chunk (with the date pickers), loaded by the company's credits card.
 */
export function GrantCreditDialog({
  company,
  onClose,
  onGranted,
}: {
  company: GrantCreditCompany;
  onClose: () => void;
  /** the credit is in the company's wallet */
  onGranted: (credit: ConsoleCredit) => void;
}) {
  const { t } = useTranslation('console');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const lang = currentLanguage();
  const mutation = useGrantCredit(company._id);
  const [today] = useState(() => todayInConsoleZone());
  const schema = useMemo(() => grantCreditFormSchema(today), [today]);
  const form = useForm<GrantCreditForm, unknown, GrantCreditBody>({
    resolver: zodResolver(schema),
    defaultValues: grantCreditDefaults(today),
  });
  const { errors } = form.formState;
  const [review, setReview] = useState<GrantCreditBody | null>(null);
  const busy = mutation.isPending;

  const toReview = form.handleSubmit((body) => {
    mutation.reset();
    setReview(body);
  });

  const grant = () => {
    if (!review) return;
    mutation.mutate(review, {
      onSuccess: (credit) => onGranted(credit),
      onError: (error) => {
        if (!isApiError(error)) return;
        const fields = creditFieldErrorsOf(error, 'grant');
        const names = Object.keys(fields) as (keyof typeof fields)[];
        if (names.length === 0) return;
        // back to the form, the refusal on its fields
        for (const name of names) form.setError(name, { message: fields[name] });
        setReview(null);
      },
    });
  };

  const fieldText = (field: keyof GrantCreditForm) => {
    const code = errors[field]?.message;
    if (!code) return undefined;
    return errorText(t, code, { max: field === 'note' ? CREDIT_NOTE_MAX : CREDIT_MAX_DAYS });
  };
  const titleId = 'grant-credit-title';
  const textId = 'grant-credit-text';

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>
        {review ? (
          t('credit.grant.reviewTitle')
        ) : (
          <WithUserText>
            {(isolate) => t('credit.grant.title', { name: isolate(company.name) })}
          </WithUserText>
        )}
      </DialogTitle>
      {review ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) grant();
          }}
        >
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText id={textId} sx={{ color: 'text.primary', fontWeight: 600 }}>
                <WithUserText>
                  {(isolate) =>
                    t('credit.grant.reviewText', {
                      amount: isolate(formatUsd(review.amount)),
                      name: isolate(company.name),
                      date: calendarDay(review.expires_on, lang),
                    })
                  }
                </WithUserText>
              </DialogContentText>
              <InfoList
                items={[
                  {
                    label: t('credit.fields.company'),
                    value: (
                      <>
                        <UserText>{company.name}</UserText>{' '}
                        <bdi dir="ltr">({company.unique_id})</bdi>
                      </>
                    ),
                  },
                  {
                    label: t('credit.fields.amount'),
                    value: <bdi dir="ltr">{formatUsd(review.amount)}</bdi>,
                  },
                  {
                    label: t('credit.fields.expiresOn'),
                    value: calendarDay(review.expires_on, lang),
                  },
                  {
                    label: t('credit.fields.note'),
                    value: review.note && <UserText>{review.note}</UserText>,
                  },
                ]}
              />
              {mutation.isError && (
                <Alert severity="error" role="alert">
                  {apiErrorText(t, mutation.error)}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => setReview(null)} disabled={busy}>
              {t('credit.grant.edit')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={
                busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
              }
            >
              {t('credit.grant.confirm')}
            </Button>
          </DialogActions>
        </form>
      ) : (
        <form noValidate onSubmit={(e) => void toReview(e)}>
          <DialogContent>
            <Stack spacing={2.5}>
              <DialogContentText id={textId}>{t('credit.grant.text')}</DialogContentText>
              <Controller
                control={form.control}
                name="amount"
                render={({ field }) => (
                  <AmountField
                    name={field.name}
                    inputRef={field.ref}
                    label={t('credit.grant.amount')}
                    unit="$"
                    value={field.value}
                    onChange={field.onChange}
                    autoFocus
                    error={Boolean(errors.amount)}
                    helperText={fieldText('amount')}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="expires_on"
                render={({ field }) => (
                  <CreditExpiryField
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    today={today}
                    label={t('credit.fields.expiresOn')}
                    error={Boolean(errors.expires_on)}
                    helperText={
                      fieldText('expires_on') ?? t('credit.expiresHint', { count: CREDIT_MAX_DAYS })
                    }
                  />
                )}
              />
              <TextField
                {...form.register('note')}
                label={t('credit.grant.note')}
                fullWidth
                multiline
                minRows={2}
                error={Boolean(errors.note)}
                helperText={fieldText('note') ?? t('credit.grant.noteHint')}
                slotProps={{ htmlInput: { maxLength: CREDIT_NOTE_MAX } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('credit.grant.next')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
