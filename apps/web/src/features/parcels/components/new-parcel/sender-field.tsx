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
import { GUEST_NAME_MAX, formatUsd, initials, normalizePhoneInput } from '@trayecto/contracts';
import { PhoneField } from '../../../../components/form/phone-field.tsx';
import { UserText } from '../../../../components/user-text.tsx';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { listUsers } from '../../../payroll/api/payroll-api.ts';
import type { SenderChoice } from '../../lib/parcel-form.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

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
  const [input, setInput] = useState(value.type === 'payroll' ? (value.user?.name ?? '') : '');
  const q = useDebounced(input.trim(), 250);
  const users = useQuery({
    queryKey: ['payroll', 'list', { q, is_active: 'true', picker: true }],
    queryFn: ({ signal }) => listUsers({ q: q || undefined, is_active: 'true' }, null, 20, signal),
    enabled: value.type === 'payroll',
    staleTime: 15_000,
  });
  const options = (users.data?.users ?? []).filter((u) => u.is_active && !u.deleted_at);
  const nameError = errorOf('sender.name');
  const phoneError = errorOf('sender.phone');
  const userError = errorOf('sender.user_id');

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value.type}
        onChange={(_, v: 'corporate' | 'payroll' | null) => {
          if (v === 'payroll') onChange({ type: 'payroll', user: null });
          else if (v === 'corporate')
            onChange({
              type: 'corporate',
              name: companyName ?? '',
              phone: normalizePhoneInput(companyPhone ?? ''),
            });
        }}
        aria-label={t('sender.kind')}
      >
        <ToggleButton value="corporate">{t('sender.company')}</ToggleButton>
        <ToggleButton value="payroll">{t('sender.collaborator')}</ToggleButton>
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
          loadingText={t('loading')}
          noOptionsText={q ? t('sender.none') : t('sender.typeToSearch')}
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
                    {t('sender.available')}
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
              name="sender_user"
              label={t('sender.search')}
              error={Boolean(userError)}
              helperText={
                value.user
                  ? t('sender.balanceLine', {
                      balance: formatUsd(value.user.balance),
                      available: formatUsd(value.user.available),
                    })
                  : (userError ?? t('sender.activeOnly'))
              }
            />
          )}
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
