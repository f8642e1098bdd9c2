import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsd, initials, type PayrollUser } from '@trayecto/contracts';
import { UserText } from '../user-text.tsx';

/** A search of the payroll as a picker types (the payroll feature's useCollaboratorSearch). */
export type CollaboratorSearch = {
  /** what is typed */
  input: string;
  setInput: (input: string) => void;
  /** what is searched: the input once typing pauses */
  q: string;
  /** the active collaborators that match */
  options: PayrollUser[];
  loading: boolean;
};

/**
 * The collaborator who pays a booking (the passenger of a trip, the sender of a parcel): an
 * active collaborator searched in the payroll, each option with their available amount, the
 * chosen one's balance under the field. Its texts are the `<group>.*` keys of `ns` (search,
 * activeOnly, none, typeToSearch, available, balanceLine); `error` replaces activeOnly.
 */
export function CollaboratorField({
  texts,
  search,
  value,
  onChange,
  error,
  name,
}: {
  texts: { ns: 'trips'; group: 'passenger' } | { ns: 'parcels'; group: 'sender' };
  search: CollaboratorSearch;
  value: PayrollUser | null;
  onChange: (user: PayrollUser | null) => void;
  error: string | null;
  /** the input's name (a form whose server errors name the field) */
  name?: string;
}) {
  const { t } = useTranslation(texts.ns);
  const { group } = texts;
  return (
    <Autocomplete
      options={search.options}
      value={value}
      onChange={(_, user) => onChange(user)}
      inputValue={search.input}
      onInputChange={(_, v) => search.setInput(v)}
      getOptionLabel={(u) => u.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      filterOptions={(x) => x}
      loading={search.loading}
      loadingText={t('common:loading')}
      noOptionsText={search.q ? t(`${group}.none`) : t(`${group}.typeToSearch`)}
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
                {t(`${group}.available`)}
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
          name={name}
          label={t(`${group}.search`)}
          error={Boolean(error)}
          helperText={
            value
              ? t(`${group}.balanceLine`, {
                  balance: formatUsd(value.balance),
                  available: formatUsd(value.available),
                })
              : (error ?? t(`${group}.activeOnly`))
          }
        />
      )}
    />
  );
}
