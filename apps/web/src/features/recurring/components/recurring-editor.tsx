import { useRef, useState, type FormEvent } from 'react';
import { Controller, get, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRIP_COMMENT_MAX } from '@trayecto/contracts/trip-api';
import type { RecurringBody, RecurringTrip } from '@trayecto/contracts/recurring';
import { BookingSection as Section } from '../../../components/booking/booking-frame.tsx';
import { NoteField } from '../../../components/booking/note-field.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage, isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText, type ErrorParams } from '../../../lib/i18n-errors.ts';
import { useBookingForm } from '../../../components/booking/use-booking-form.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  PolicyFields,
  PolicyNotice,
  policyReady,
  useBookingPolicy,
} from '../../groups/api/booking-policy.ts';
import { PassengerPicker, PlaceField, passengerErrors } from '../../trips/api/request-fields.ts';
import {
  recurringResolver,
  serverFieldErrors,
  withPolicyFields,
  type RecurringField,
  type RecurringFormOut,
  type RecurringFormValues,
} from '../lib/recurring-form.ts';
import { scheduleWarnings } from '../lib/schedule.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import { ServiceTypeSelect } from './service-type-select.tsx';

type ServerFields = Partial<Record<RecurringField, string>>;
const NO_FIELDS: ServerFields = {};

/**
 * The editor's form: the trip each occurrence books (the trip request's passenger picker with the
 * group's policy, its address search, a service type, the policy's reason and cost centre, a note
 * for the driver) and its schedule (days, time, the next dates). The rules are the contract's
 * (recurring-form.ts), said from the first "Crear"; a field the server refuses shows its words
 * until the form changes; a refusal about no field (a policy's) is said above the buttons.
 */
export function RecurringEditor({
  recurring,
  initial,
  payerGone,
  phone,
  save,
  onCancel,
  onSaved,
}: {
  recurring: RecurringTrip | null;
  initial: RecurringFormValues;
  /** the edited schedule's collaborator, no longer active in the payroll */
  payerGone: string | null;
  phone: boolean;
  save: UseMutationResult<RecurringTrip, Error, RecurringBody>;
  onCancel: () => void;
  onSaved: (recurring: RecurringTrip, created: boolean) => void;
}) {
  const { t } = useTranslation('recurring');
  const lang = currentLanguage();
  const timeZone = useSessionStore((s) => s.timezone);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const { form, values, errors, showErrors } = useBookingForm<
    RecurringFormValues,
    RecurringFormOut
  >({ resolver: recurringResolver, defaultValues: initial });
  const { control } = form;
  const { passenger } = values;

  // the collaborator's group policy: the rules of days and hours as the schedule breaks them
  const policy = useBookingPolicy({
    userId: passenger.type === 'payroll' ? (passenger.user?._id ?? null) : null,
    serviceTypeId: values.serviceType,
    at: null,
    estimate: null,
    cityId: values.origin?.city_id ?? null,
    ...(recurring
      ? { initial: { reason: recurring.trip.reason, costCenter: recurring.trip.cost_center } }
      : {}),
  });
  const warnings = {
    ...policy,
    violations: scheduleWarnings(
      policy.violations,
      policy.applied?.policy ?? null,
      values.weekdays,
      values.time,
    ),
  };

  // the server's words for the fields it refused, while the form holds what it refused
  const fingerprint = JSON.stringify([values, policy.reason, policy.costCenter]);
  const [server, setServer] = useState<{ fingerprint: string; fields: ServerFields } | null>(null);
  const serverFields = server?.fingerprint === fingerprint ? server.fields : NO_FIELDS;
  const [saveError, setSaveError] = useState<string | null>(null);

  /** A field's error code (the form's, once checked) or the server's words. */
  const codeOf = (field: RecurringField): string | undefined =>
    (showErrors ? (get(errors, field) as FieldError | undefined)?.message : undefined) ??
    serverFields[field];
  const errorOf = (field: RecurringField, params?: ErrorParams): string | null => {
    const code = codeOf(field);
    return code ? errorText(t, code, params) : null;
  };

  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      contentRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] button')
        ?.focus(),
    );

  const submit = (e: FormEvent) =>
    void form.handleSubmit((body) => {
      // a reason or cost centre the policy requires is still missing
      if (!policyReady(policy)) return focusFirstInvalid();
      setSaveError(null);
      save.mutate(withPolicyFields(body, policy.body), {
        onSuccess: (saved) => onSaved(saved, !recurring),
        onError: (error) => {
          const fields = isApiError(error) ? serverFieldErrors(error.fields) : {};
          if (Object.keys(fields).length === 0) return setSaveError(apiErrorText(t, error));
          setServer({ fingerprint, fields });
          focusFirstInvalid();
        },
      });
    }, focusFirstInvalid)(e);

  const shownPassenger = showErrors ? passengerErrors(errors.passenger) : {};
  const incomplete = showErrors && (Object.keys(errors).length > 0 || !policyReady(policy));

  return (
    <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
      <DialogTitle id="recurring-dialog-title">
        {t(recurring ? 'editor.editTitle' : 'editor.newTitle')}
      </DialogTitle>
      <DialogContent ref={contentRef} dividers>
        <Stack spacing={3}>
          <Section title={t('editor.passenger')}>
            {payerGone && (
              <Alert severity="warning">
                <WithUserText>
                  {(isolate) => t('editor.payerGone', { name: isolate(payerGone) })}
                </WithUserText>
              </Alert>
            )}
            <Controller
              control={control}
              name="passenger"
              render={({ field }) => (
                <PassengerPicker
                  value={field.value}
                  onChange={field.onChange}
                  errors={{
                    user: shownPassenger.user ?? serverFields['passenger.user'],
                    name: shownPassenger.name ?? serverFields['passenger.name'],
                    phone: shownPassenger.phone ?? serverFields['passenger.phone'],
                  }}
                />
              )}
            />
            <Typography variant="caption" color="text.secondary">
              {t(passenger.type === 'payroll' ? 'editor.payerCollaborator' : 'editor.payerCompany')}
            </Typography>
            <PolicyNotice policy={warnings} />
          </Section>

          <Section title={t('editor.route')}>
            {(['origin', 'destination'] as const).map((kind) => (
              <Controller
                key={kind}
                control={control}
                name={kind}
                render={({ field }) => (
                  <PlaceField
                    label={t(kind === 'origin' ? 'editor.origin' : 'editor.destination')}
                    value={field.value}
                    onChange={field.onChange}
                    error={Boolean(codeOf(kind))}
                    helperText={errorOf(kind) ?? undefined}
                  />
                )}
              />
            ))}
          </Section>

          <Section title={t('editor.service')}>
            <Controller
              control={control}
              name="serviceType"
              render={({ field }) => (
                <ServiceTypeSelect
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={errorOf('serviceType')}
                  lang={lang}
                />
              )}
            />
          </Section>

          <Section title={t('editor.schedule')}>
            <ScheduleFields
              control={control}
              weekdays={values.weekdays}
              time={values.time}
              errorOf={errorOf}
              lang={lang}
              timeZone={timeZone}
              narrow={phone}
            />
          </Section>

          <Section title={t('groups:booking.section')}>
            <PolicyFields
              policy={policy}
              kind="trip"
              showErrors={showErrors}
              serverErrors={{ reason: serverFields.reason, cost_center: serverFields.cost_center }}
            />
          </Section>

          <Section title={t('editor.note')}>
            <Controller
              control={control}
              name="comment"
              render={({ field }) => (
                <NoteField
                  label={t('editor.noteLabel')}
                  field={field}
                  error={errorOf('comment', { max: TRIP_COMMENT_MAX })}
                />
              )}
            />
          </Section>
        </Stack>
      </DialogContent>
      {(saveError || incomplete) && (
        <Box sx={{ px: 3, pt: 1.5 }}>
          {saveError ? (
            <Alert severity="error" role="alert">
              {saveError}
            </Alert>
          ) : (
            <Typography variant="body2" color="error" role="status">
              {t('editor.incomplete')}
            </Typography>
          )}
        </Box>
      )}
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t(recurring ? 'editor.save' : 'editor.create')}
        </Button>
      </DialogActions>
    </form>
  );
}
