import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@trayecto/contracts/format';
import {
  COST_CENTER_MAX,
  POLICY_ERROR_CODES,
  TRIP_REASON_MAX,
  type PolicyRule,
  type TravelPolicy,
} from '@trayecto/contracts/policies';
import { errorText } from '../../lib/i18n-errors.ts';
import { usePolicySummary } from '../policy/policy-summary.ts';
import { WithUserText } from '../user-text.tsx';

/** The two fields a booking adds for a travel policy, by the names of the request body. */
export type PolicyField = 'reason' | 'cost_center';

/**
 * A booking form's travel policy (issue 13): the group of the collaborator who travels or sends
 * and its policy, the rules the booking breaks as far as the form knows it, and the two fields
 * it adds, the reason and the cost centre. Made by the groups feature's useBookingPolicy; the
 * trip request, the new parcel and the multistop quote show it with PolicyNotice and
 * PolicyFields.
 */
export type BookingPolicy = {
  /** 'none': no collaborator chosen; then the policy is being read, could not be, or is known */
  status: 'none' | 'loading' | 'error' | 'ready';
  /** the collaborator's group and its policy; null without a group (nothing applies) */
  applied: {
    group: { name: string; cost_center: string | null };
    policy: TravelPolicy;
    /** dollars spent this calendar month */
    monthSpent: number;
  } | null;
  /** the rules broken, in the contract's order (a notice: the server decides) */
  violations: PolicyRule[];
  reason: string;
  setReason: (reason: string) => void;
  /** as typed, or the group's cost centre until something is typed */
  costCenter: string;
  setCostCenter: (costCenter: string) => void;
  requireReason: boolean;
  requireCostCenter: boolean;
  /** each field's error code (field_required, too_long); a booking waits for none */
  problems: Partial<Record<PolicyField, string>>;
  /** what the request body adds (an empty field is left out) */
  body: { reason?: string; cost_center?: string };
};

/** Whether the booking may go on: a reason or cost centre the policy requires is there. */
export const policyReady = (policy: BookingPolicy) => Object.keys(policy.problems).length === 0;

const MAX: Record<PolicyField, number> = { reason: TRIP_REASON_MAX, cost_center: COST_CENTER_MAX };

/**
 * Before booking, for a collaborator in a group: "Política de {group}", its rules in one line,
 * this month's spend against a monthly cap, and a warning for each rule the booking breaks (the
 * server refuses it then; or, when the policy sends such bookings to an approver, "Necesitará
 * aprobación: …" and the booking waits for a decision). Nothing for a guest, the company or a
 * collaborator without a group. `violationsOnly`: just the warnings (the confirmation step).
 */
export function PolicyNotice({
  policy,
  violationsOnly = false,
}: {
  policy: BookingPolicy;
  violationsOnly?: boolean;
}) {
  const { t } = useTranslation('groups');
  const summary = usePolicySummary();
  if (policy.status === 'loading' && !violationsOnly)
    return (
      <Typography variant="caption" color="text.secondary" role="status">
        {t('booking.loading')}
      </Typography>
    );
  if (policy.status === 'error' && !violationsOnly)
    return (
      <Typography variant="caption" color="text.secondary" role="status">
        {t('booking.loadError')}
      </Typography>
    );
  const applied = policy.applied;
  if (!applied) return null;
  const { group, policy: rules } = applied;
  // outside the policy, the booking is refused, or waits for an approver's decision
  const approval = rules.on_violation === 'approval';
  const warnings = policy.violations.map((rule) => (
    <Alert
      key={rule}
      severity={approval ? 'info' : 'warning'}
      data-policy-outcome={rules.on_violation}
    >
      <WithUserText>
        {(isolate) => {
          const message = errorText(t, POLICY_ERROR_CODES[rule], {
            group: isolate(group.name),
            max:
              rule === 'max_per_trip' && rules.max_per_trip !== null
                ? formatUsd(rules.max_per_trip)
                : rule === 'max_per_month' && rules.max_per_month !== null
                  ? formatUsd(rules.max_per_month)
                  : '',
          });
          return approval ? t('booking.needsApproval', { message }) : message;
        }}
      </WithUserText>
    </Alert>
  ));
  if (violationsOnly) return warnings.length > 0 ? <Stack spacing={1}>{warnings}</Stack> : null;
  return (
    <Stack spacing={1}>
      <Box
        component="section"
        aria-labelledby="booking-policy-title"
        sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
      >
        <Typography id="booking-policy-title" variant="subtitle2" component="h4">
          <WithUserText>
            {(isolate) => t('booking.title', { group: isolate(group.name) })}
          </WithUserText>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {summary(rules).join(' · ')}
        </Typography>
        {rules.max_per_month !== null && (
          <Typography variant="body2" color="text.secondary" data-testid="policy-month-spent">
            {t('booking.monthSpent', {
              spent: formatUsd(applied.monthSpent),
              max: formatUsd(rules.max_per_month),
            })}
          </Typography>
        )}
      </Box>
      {warnings}
    </Stack>
  );
}

/**
 * "Motivo del viaje" (or "del envío") and "Centro de costo": optional, required when the policy
 * requires them (the cost centre starts as the group's). A missing required value is said once
 * the form was checked (`showErrors`); `serverErrors` are the server's words for them.
 */
export function PolicyFields({
  policy,
  kind,
  showErrors,
  serverErrors = {},
}: {
  policy: BookingPolicy;
  kind: 'trip' | 'parcel';
  showErrors: boolean;
  serverErrors?: Partial<Record<PolicyField, string | undefined>>;
}) {
  const { t } = useTranslation('groups');
  const group = policy.applied?.group.name;
  const errorOf = (field: PolicyField): string | null => {
    const code = policy.problems[field];
    if (code && (showErrors || code !== 'field_required'))
      return errorText(t, code, { max: MAX[field] });
    return serverErrors[field] ?? null;
  };
  const helper = (field: PolicyField, required: boolean, value: string) => {
    const error = errorOf(field);
    if (error) return error;
    const length = `${value.length}/${MAX[field]}`;
    if (required && group)
      return (
        <WithUserText>
          {(isolate) => t('booking.requiredBy', { group: isolate(group), length })}
        </WithUserText>
      );
    return t('booking.optional', { length });
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        name="reason"
        label={t(kind === 'parcel' ? 'booking.reasonParcel' : 'booking.reason')}
        value={policy.reason}
        onChange={(e) => policy.setReason(e.target.value)}
        required={policy.requireReason}
        fullWidth
        error={Boolean(errorOf('reason'))}
        helperText={helper('reason', policy.requireReason, policy.reason)}
        slotProps={{ htmlInput: { maxLength: TRIP_REASON_MAX, autoComplete: 'off' } }}
      />
      <TextField
        name="cost_center"
        label={t('booking.costCenter')}
        value={policy.costCenter}
        onChange={(e) => policy.setCostCenter(e.target.value)}
        required={policy.requireCostCenter}
        fullWidth
        error={Boolean(errorOf('cost_center'))}
        helperText={helper('cost_center', policy.requireCostCenter, policy.costCenter)}
        slotProps={{ htmlInput: { maxLength: COST_CENTER_MAX, autoComplete: 'off' } }}
        sx={{ maxWidth: { sm: 220 } }}
      />
    </Stack>
  );
}
