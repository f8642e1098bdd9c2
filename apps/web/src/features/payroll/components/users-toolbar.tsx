import { useTranslation } from 'react-i18next';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';

export type ActiveFilter = 'all' | 'true' | 'false';

/** Search (name, e-mail, phone, identity card) and the active filter. */
export function UsersToolbar({
  search,
  onSearch,
  active,
  onActive,
}: {
  search: string;
  onSearch: (value: string) => void;
  active: ActiveFilter;
  onActive: (value: ActiveFilter) => void;
}) {
  const { t } = useTranslation('payroll');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search">
      <TextField
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        size="small"
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 120 },
        }}
      />
      <TextField
        select
        size="small"
        label={t('list.status')}
        value={active}
        onChange={(e) => onActive(e.target.value as ActiveFilter)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="all">{t('list.statusAll')}</MenuItem>
        <MenuItem value="true">{t('list.statusActive')}</MenuItem>
        <MenuItem value="false">{t('list.statusInactive')}</MenuItem>
      </TextField>
    </Stack>
  );
}
