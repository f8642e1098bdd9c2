import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsoleCompanyRow, CorporateStatusCode } from '@trayecto/contracts/console';
import { UserText } from '../../../components/user-text.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useCompanySearch } from '../api/console-queries.ts';

/** A company as a picker holds it. */
export type PickedCompany = Pick<ConsoleCompanyRow, '_id' | 'name' | 'unique_id'>;

type SearchOptions = {
  /** only companies in this status (approved, for a panel or a promo) */
  status?: CorporateStatusCode;
  /** leaves out some of the matches (masters, the company itself, those already chosen) */
  exclude?: (company: ConsoleCompanyRow) => boolean;
};

function useSearch({ status, exclude }: SearchOptions) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 300);
  const found = useCompanySearch(search, status);
  const options = (found.data ?? []).filter((c) => !exclude?.(c));
  return { input, setInput, search, options, loading: found.isFetching };
}

function Option({ company }: { company: PickedCompany }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <UserText variant="body2" noWrap component="div" sx={{ fontWeight: 600 }}>
        {company.name}
      </UserText>
      <Typography variant="caption" color="text.secondary" dir="ltr" component="div">
        {company.unique_id}
      </Typography>
    </Box>
  );
}

type FieldProps = {
  label: string;
  helperText?: string;
  error?: boolean;
  name?: string;
  autoFocus?: boolean;
};

/** One company, searched by name, e-mail, tax id or id as the admin types. */
export function CompanyPicker({
  value,
  onChange,
  field,
  ...options
}: SearchOptions & {
  value: PickedCompany | null;
  onChange: (company: PickedCompany | null) => void;
  field: FieldProps;
}) {
  const { t } = useTranslation('console');
  const picker = useSearch(options);
  // the chosen one stays an option (a company kept in the URL may not be among the matches)
  const choices: PickedCompany[] =
    value && !picker.options.some((c) => c._id === value._id)
      ? [value, ...picker.options]
      : picker.options;
  return (
    <Autocomplete<PickedCompany>
      options={choices}
      value={value}
      onChange={(_, company) => onChange(company)}
      inputValue={picker.input}
      onInputChange={(_, v) => picker.setInput(v)}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      filterOptions={(x) => x}
      loading={picker.loading}
      loadingText={t('list.loading')}
      noOptionsText={t('picker.none')}
      renderOption={({ key, ...props }, company) => (
        <Box component="li" key={key} {...props}>
          <Option company={company} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          name={field.name}
          label={field.label}
          error={field.error}
          helperText={field.helperText}
          autoFocus={field.autoFocus}
        />
      )}
    />
  );
}

/** Several companies (a promo's), searched the same way; none chosen means every company. */
export function CompaniesPicker({
  value,
  onChange,
  field,
  ...options
}: SearchOptions & {
  value: PickedCompany[];
  onChange: (companies: PickedCompany[]) => void;
  field: FieldProps;
}) {
  const { t } = useTranslation('console');
  const picker = useSearch(options);
  return (
    <Autocomplete<PickedCompany, true>
      multiple
      options={picker.options}
      value={value}
      onChange={(_, companies) => onChange(companies)}
      inputValue={picker.input}
      onInputChange={(_, v, reason) => reason !== 'reset' && picker.setInput(v)}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      filterOptions={(x) => x}
      filterSelectedOptions
      loading={picker.loading}
      loadingText={t('list.loading')}
      noOptionsText={t('picker.none')}
      renderOption={({ key, ...props }, company) => (
        <Box component="li" key={key} {...props}>
          <Option company={company} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          name={field.name}
          label={field.label}
          error={field.error}
          helperText={field.helperText}
        />
      )}
    />
  );
}
