import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { formatUsd } from '@trayecto/contracts/format';
import {
  APPROVAL_DENY_REASON_MAX,
  denyApprovalBodySchema,
  type Approval,
  type DenyApprovalBody,
} from '@trayecto/contracts/approvals';
import { WithUserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';

// The two decisions on a request waiting for approval, each behind its dialog: the approvals
// page and an approver's link page both use them, with their own call. A call that fails keeps
// the dialog open and says why (409 approval_already_decided: someone decided first).

/** What approving a request does, by its kind (the approve dialog; the link page beside its button). */
export const APPROVE_TEXT = {
  ride: 'approveDialog.textRide',
  parcel: 'approveDialog.textParcel',
  multistop: 'approveDialog.textMultistop',
} as const;

/**
 * "¿Aprobar la solicitud AP-…?": says that the booking is placed and its estimate held before it
 * is. `onConfirm` approves; the dialog closes when its caller unmounts it.
 */
export function ApproveDialog({
  approval,
  open,
  onClose,
  onConfirm,
  children,
  blocked = false,
}: {
  approval: Approval;
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
  /** what the caller adds before the buttons (the panel: the payer's money) */
  children?: ReactNode;
  /** "Aprobar" waits (the payer cannot cover the estimate yet) */
  blocked?: boolean;
}) {
  const { t } = useTranslation('approvals');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [decided, setDecided] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (e) {
      setError(apiErrorText(t, e));
      // decided by someone else, or expired: approving again cannot work
      if (isApiError(e) && e.status === 409) setDecided(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="approve-approval-title"
      aria-describedby="approve-approval-text"
    >
      <DialogTitle id="approve-approval-title">
        <WithUserText>
          {(isolate) => t('approveDialog.title', { id: isolate(approval.unique_id) })}
        </WithUserText>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="approve-approval-text">
            {t(APPROVE_TEXT[approval.kind], { amount: formatUsd(approval.estimate) })}
          </DialogContentText>
          <DialogContentText variant="body2">{t('approveDialog.note')}</DialogContentText>
          {children}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckRounded />}
          onClick={() => void confirm()}
          loading={busy}
          disabled={decided || blocked}
        >
          {t('actions.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type DenyOut = z.output<typeof denyApprovalBodySchema>;

/**
 * "¿No aprobar la solicitud AP-…?" with the reason whoever asked will read (required, at most
 * APPROVAL_DENY_REASON_MAX characters: contracts denyApprovalBodySchema). Mounted afresh for each
 * opening.
 */
export function DenyDialog({
  approval,
  open,
  onClose,
  onConfirm,
}: {
  approval: Approval;
  open: boolean;
  onClose: () => void;
  onConfirm: (body: DenyOut) => Promise<void>;
}) {
  const { t } = useTranslation('approvals');
  const [error, setError] = useState<string | null>(null);
  const [decided, setDecided] = useState(false);
  const form = useForm<DenyApprovalBody, unknown, DenyOut>({
    resolver: zodResolver(denyApprovalBodySchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const reason = form.register('reason');
  const length = useWatch({ control: form.control, name: 'reason' }).length;
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await onConfirm(body);
    } catch (e) {
      const field = isApiError(e) ? e.fields?.reason : undefined;
      if (field) {
        form.setError('reason', { message: field }, { shouldFocus: true });
        return;
      }
      setError(apiErrorText(t, e));
      if (isApiError(e) && e.status === 409) setDecided(true);
    }
  });
  const code = errors.reason?.message;
  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="deny-approval-title"
      aria-describedby="deny-approval-text"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="deny-approval-title">
          <WithUserText>
            {(isolate) => t('denyDialog.title', { id: isolate(approval.unique_id) })}
          </WithUserText>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="deny-approval-text">{t('denyDialog.text')}</DialogContentText>
            <TextField
              {...reason}
              inputRef={reason.ref}
              label={t('denyDialog.reason')}
              required
              autoFocus
              multiline
              minRows={3}
              fullWidth
              error={Boolean(code)}
              helperText={
                code
                  ? errorText(t, code, { max: APPROVAL_DENY_REASON_MAX })
                  : t('denyDialog.counter', { length, max: APPROVAL_DENY_REASON_MAX })
              }
              slotProps={{ htmlInput: { maxLength: APPROVAL_DENY_REASON_MAX } }}
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            startIcon={<CloseRounded />}
            loading={isSubmitting}
            disabled={decided}
          >
            {t('actions.deny')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
