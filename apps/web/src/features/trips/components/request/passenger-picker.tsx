import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GUEST_NAME_MAX, type PayrollUser } from '@trayecto/contracts';
import { ChoiceToggle } from '../../../../components/booking/choice-toggle.tsx';
import { CollaboratorField } from '../../../../components/booking/collaborator-field.tsx';
import { PhoneField } from '../../../../components/form/phone-field.tsx';
import { errorText } from '../../../../lib/i18n-errors.ts';
import { useCollaboratorSearch } from '../../../payroll/api/collaborator-search.ts';

export type PassengerChoice =
  { type: 'payroll'; user: PayrollUser | null } | { type: 'guest'; name: string; phone: string };

/** The error code of each part of the choice (the form's, from the contract), once shown. */
export type PassengerErrors = { user?: string; name?: string; phone?: string };

/** The error codes of the passenger's parts in a react-hook-form (a union: its errors are too). */
export function passengerErrors(error: unknown): PassengerErrors {
  const parts = (error ?? {}) as Partial<Record<keyof PassengerErrors, FieldError>>;
  return { user: parts.user?.message, name: parts.name?.message, phone: parts.phone?.message };
}

/** Who travels: an active collaborator (searched in the payroll, with their balance) or a guest. */
export function PassengerPicker({
  value,
  onChange,
  errors = {},
}: {
  value: PassengerChoice;
  onChange: (value: PassengerChoice) => void;
  errors?: PassengerErrors;
}) {
  const { t } = useTranslation('trips');
  // a form that starts with a collaborator (booking a trip again) shows their name
  const search = useCollaboratorSearch(
    value.type === 'payroll' ? (value.user?.name ?? '') : '',
    value.type === 'payroll',
  );

  const guestNameError = value.type === 'guest' && errors.name;
  const guestPhoneError = value.type === 'guest' && errors.phone;

  return (
    <Stack spacing={1.5}>
      <ChoiceToggle
        label={t('passenger.kind')}
        value={value.type}
        options={[
          { value: 'payroll', label: t('passenger.collaborator') },
          { value: 'guest', label: t('passenger.guest') },
        ]}
        onChange={(type) =>
          onChange(type === 'payroll' ? { type, user: null } : { type, name: '', phone: '' })
        }
      />
      {value.type === 'payroll' ? (
        <CollaboratorField
          texts={{ ns: 'trips', group: 'passenger' }}
          search={search}
          value={value.user}
          onChange={(user) => onChange({ type: 'payroll', user })}
          error={errors.user ? t('passenger.required') : null}
        />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            required
            fullWidth
            label={t('passenger.name')}
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
            error={Boolean(guestNameError)}
            helperText={
              guestNameError ? errorText(t, guestNameError, { max: GUEST_NAME_MAX }) : ' '
            }
            slotProps={{ htmlInput: { maxLength: GUEST_NAME_MAX, autoComplete: 'off' } }}
          />
          <PhoneField
            required
            label={t('passenger.phone')}
            value={value.phone}
            onChange={(phone) => onChange({ ...value, phone })}
            autoComplete="off"
            error={Boolean(guestPhoneError)}
            helperText={guestPhoneError ? errorText(t, guestPhoneError) : t('passenger.phoneHint')}
          />
        </Stack>
      )}
    </Stack>
  );
}
