import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GUEST_NAME_MAX, normalizePhoneInput } from '@trayecto/contracts';
import { ChoiceToggle } from '../../../../components/booking/choice-toggle.tsx';
import { CollaboratorField } from '../../../../components/booking/collaborator-field.tsx';
import { PhoneField } from '../../../../components/form/phone-field.tsx';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { useCollaboratorSearch } from '../../../payroll/api/collaborator-search.ts';
import type { SenderChoice } from '../../lib/parcel-form.ts';

/**
 * Who hands the parcel over and pays: the company (a contact person and phone; the wallet pays)
 * or an active collaborator searched in the payroll (their balance pays).
 */
export function SenderField({
  value,
  onChange,
  errorOf,
}: {
  value: SenderChoice;
  onChange: (value: SenderChoice) => void;
  /** the problem text of a field path ("sender.phone"), if any */
  errorOf: (path: string) => string | null;
}) {
  const { t } = useTranslation('parcels');
  const companyName = useSessionStore((s) => s.name);
  const companyPhone = useSessionStore((s) => s.phone);
  const search = useCollaboratorSearch(
    value.type === 'payroll' ? (value.user?.name ?? '') : '',
    value.type === 'payroll',
  );
  const nameError = errorOf('sender.name');
  const phoneError = errorOf('sender.phone');

  return (
    <Stack spacing={1.5}>
      <ChoiceToggle
        label={t('sender.kind')}
        value={value.type}
        options={[
          { value: 'corporate', label: t('sender.company') },
          { value: 'payroll', label: t('sender.collaborator') },
        ]}
        onChange={(type) =>
          onChange(
            type === 'payroll'
              ? { type, user: null }
              : { type, name: companyName ?? '', phone: normalizePhoneInput(companyPhone ?? '') },
          )
        }
      />
      {value.type === 'payroll' ? (
        <CollaboratorField
          texts={{ ns: 'parcels', group: 'sender' }}
          search={search}
          value={value.user}
          onChange={(user) => onChange({ type: 'payroll', user })}
          error={errorOf('sender.user_id')}
          name="sender_user"
        />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            required
            fullWidth
            name="sender_name"
            label={t('sender.contactName')}
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
            error={Boolean(nameError)}
            helperText={nameError ?? ' '}
            slotProps={{ htmlInput: { maxLength: GUEST_NAME_MAX, autoComplete: 'off' } }}
          />
          <PhoneField
            required
            name="sender_phone"
            label={t('sender.contactPhone')}
            value={value.phone}
            onChange={(phone) => onChange({ ...value, phone })}
            autoComplete="off"
            error={Boolean(phoneError)}
            helperText={phoneError ?? t('sender.phoneHint')}
          />
        </Stack>
      )}
    </Stack>
  );
}
