import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GUEST_NAME_MAX, PHONE_DIGITS, type PayrollUser } from '@trayecto/contracts';
import { ChoiceToggle } from '../../../../components/booking/choice-toggle.tsx';
import { CollaboratorField } from '../../../../components/booking/collaborator-field.tsx';
import { PhoneField } from '../../../../components/form/phone-field.tsx';
import { useCollaboratorSearch } from '../../../payroll/api/collaborator-search.ts';

export type PassengerChoice =
  { type: 'payroll'; user: PayrollUser | null } | { type: 'guest'; name: string; phone: string };

/** Who travels: an active collaborator (searched in the payroll, with their balance) or a guest. */
export function PassengerPicker({
  value,
  onChange,
  showErrors,
}: {
  value: PassengerChoice;
  onChange: (value: PassengerChoice) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation('trips');
  // a form that starts with a collaborator (booking a trip again) shows their name
  const search = useCollaboratorSearch(
    value.type === 'payroll' ? (value.user?.name ?? '') : '',
    value.type === 'payroll',
  );

  const guestNameError = showErrors && value.type === 'guest' && !value.name.trim();
  const guestPhoneError =
    showErrors && value.type === 'guest' && !new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(value.phone);

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
          error={showErrors && !value.user ? t('passenger.required') : null}
        />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            required
            fullWidth
            label={t('passenger.name')}
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
            error={guestNameError}
            helperText={guestNameError ? t('errors:field_required') : ' '}
            slotProps={{ htmlInput: { maxLength: GUEST_NAME_MAX, autoComplete: 'off' } }}
          />
          <PhoneField
            required
            label={t('passenger.phone')}
            value={value.phone}
            onChange={(phone) => onChange({ ...value, phone })}
            autoComplete="off"
            error={guestPhoneError}
            helperText={guestPhoneError ? t('errors:phone_digits') : t('passenger.phoneHint')}
          />
        </Stack>
      )}
    </Stack>
  );
}
