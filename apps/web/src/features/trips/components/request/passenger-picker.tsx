import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  GUEST_NAME_MAX,
  PHONE_DIGITS,
  formatUsd,
  initials,
  type PayrollUser,
} from '@trayecto/contracts';
import { UserText } from '../../../../components/user-text.tsx';
import { listUsers } from '../../../payroll/api/payroll-api.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { PhoneField } from '../../../../components/form/phone-field.tsx';

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
  const [input, setInput] = useState(value.type === 'payroll' ? (value.user?.name ?? '') : '');
  const q = useDebouncedValue(input.trim(), 250);
  const users = useQuery({
    queryKey: ['payroll', 'list', { q, is_active: 'true', picker: true }],
    queryFn: ({ signal }) => listUsers({ q: q || undefined, is_active: 'true' }, null, 20, signal),
    enabled: value.type === 'payroll',
    staleTime: 15_000,
  });
  const options = (users.data?.users ?? []).filter((u) => u.is_active && !u.deleted_at);

  const guestNameError = showErrors && value.type === 'guest' && !value.name.trim();
  const guestPhoneError =
    showErrors && value.type === 'guest' && !new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(value.phone);

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value.type}
        onChange={(_, v: 'payroll' | 'guest' | null) => {
          if (v === 'payroll') onChange({ type: 'payroll', user: null });
          else if (v === 'guest') onChange({ type: 'guest', name: '', phone: '' });
        }}
        aria-label={t('passenger.kind')}
      >
        <ToggleButton value="payroll">{t('passenger.collaborator')}</ToggleButton>
        <ToggleButton value="guest">{t('passenger.guest')}</ToggleButton>
      </ToggleButtonGroup>
      {value.type === 'payroll' ? (
        <Autocomplete
          options={options}
          value={value.user}
          onChange={(_, user) => onChange({ type: 'payroll', user })}
          inputValue={input}
          onInputChange={(_, v) => setInput(v)}
          getOptionLabel={(u) => u.name}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          filterOptions={(x) => x}
          loading={users.isFetching}
          loadingText={t('common:loading', { defaultValue: '…' })}
          noOptionsText={q ? t('passenger.none') : t('passenger.typeToSearch')}
          renderOption={({ key, ...props }, u) => (
            <Box component="li" key={key} {...props}>
              <Stack
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}
              >
                <Avatar sx={{ width: 32, height: 32, fontSize: 13 }}>{initials(u.name)}</Avatar>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <UserText variant="body2" noWrap sx={{ fontWeight: 600 }}>
                    {u.name}
                  </UserText>
                  <UserText variant="caption" color="text.secondary" noWrap component="div">
                    {u.email}
                  </UserText>
                </Box>
                <Box sx={{ textAlign: 'end' }}>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('passenger.available')}
                  </Typography>
                  <Typography
                    dir="ltr"
                    variant="body2"
                    sx={{
                      unicodeBidi: 'isolate',
                      fontWeight: 600,
                      color: u.available <= 0 ? 'error.main' : undefined,
                    }}
                  >
                    {formatUsd(u.available)}
                  </Typography>
                </Box>
              </Stack>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={t('passenger.search')}
              error={showErrors && !value.user}
              helperText={
                value.user
                  ? t('passenger.balanceLine', {
                      balance: formatUsd(value.user.balance),
                      available: formatUsd(value.user.available),
                    })
                  : showErrors
                    ? t('passenger.required')
                    : t('passenger.activeOnly')
              }
            />
          )}
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
