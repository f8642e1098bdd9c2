import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SERVICE_TYPE_NAMES, type Language, type ServiceTypeId } from '@trayecto/contracts';
import { useServiceTypes } from '../../trips/api/trips-queries.ts';

/**
 * The service type each occurrence is booked with, among those the company's city sells (the
 * trip request's list, without fares: each occurrence is priced when it is booked). A kept type
 * the city no longer sells stays chosen and listed.
 */
export function ServiceTypeSelect({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  lang,
}: {
  value: ServiceTypeId | null;
  onChange: (id: ServiceTypeId) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error: string | null;
  lang: Language;
}) {
  const { t } = useTranslation('recurring');
  const types = useServiceTypes();
  if (types.isError && !types.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void types.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('editor.serviceError')}
      </Alert>
    );
  }
  const ids = (types.data?.service_types ?? []).map((s) => s.id);
  if (value && !ids.includes(value)) ids.push(value);
  return (
    <TextField
      select
      required
      fullWidth
      name="service_type_id"
      label={t('editor.serviceType')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value as ServiceTypeId)}
      onBlur={onBlur}
      inputRef={inputRef}
      disabled={types.isPending && !value}
      error={Boolean(error)}
      helperText={error ?? (types.isPending ? t('editor.serviceLoading') : ' ')}
    >
      {ids.map((id) => (
        <MenuItem key={id} value={id}>
          {SERVICE_TYPE_NAMES[id][lang]}
        </MenuItem>
      ))}
    </TextField>
  );
}
