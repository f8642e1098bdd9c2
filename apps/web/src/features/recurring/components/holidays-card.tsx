import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { HOLIDAY_NAME_MAX, holidayBodySchema, type Holiday } from '@trayecto/contracts/recurring';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { Notify } from '../../../components/use-toast.tsx';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage, isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { addHoliday, deleteHoliday } from '../api/recurring-api.ts';
import { putHolidays, useHolidays } from '../api/recurring-queries.ts';
import { holidayDayText } from '../lib/schedule.ts';

type HolidayForm = z.input<typeof holidayBodySchema>;
type HolidayBody = z.output<typeof holidayBodySchema>;

/**
 * "Feriados": the company's holidays, on which no recurring trip is booked; with write:trips, a
 * holiday is added (a date and a name, holidayBodySchema's rules) or removed (after a question).
 */
export function HolidaysCard({ canWrite, notify }: { canWrite: boolean; notify: Notify }) {
  const { t } = useTranslation('recurring');
  const lang = currentLanguage();
  const holidays = useHolidays();
  const [addError, setAddError] = useState<string | null>(null);
  const form = useForm<HolidayForm, unknown, HolidayBody>({
    resolver: zodResolver(holidayBodySchema),
    mode: 'onTouched',
    defaultValues: { day: '', name: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const [removing, setRemoving] = useState<Holiday | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const fieldError = (field: 'day' | 'name') => {
    const code = errors[field]?.message;
    if (!code) return null;
    // an empty date is missing, not malformed
    if (field === 'day' && code === 'validation_error' && !form.getValues('day'))
      return errorText(t, 'field_required');
    return errorText(t, code, { max: HOLIDAY_NAME_MAX });
  };

  const add = form.handleSubmit(async (body) => {
    setAddError(null);
    try {
      void putHolidays(await addHoliday(body));
      form.reset({ day: '', name: '' });
      notify(
        'success',
        <WithUserText>
          {(isolate) => t('holidays.added', { name: isolate(body.name) })}
        </WithUserText>,
      );
    } catch (e) {
      if (isApiError(e) && e.error_code === 'holiday_exists')
        return form.setError('day', { message: apiErrorText(t, e) }, { shouldFocus: true });
      let onAField = false;
      for (const [path, message] of Object.entries(isApiError(e) ? (e.fields ?? {}) : {})) {
        if (path === 'day' || path === 'name') {
          form.setError(path, { message }, { shouldFocus: !onAField });
          onAField = true;
        }
      }
      if (!onAField) setAddError(apiErrorText(t, e));
    }
  });

  const askRemove = (holiday: Holiday) => {
    setRemoveError(null);
    setRemoving(holiday);
    setRemoveOpen(true);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    setRemoveError(null);
    try {
      void putHolidays(await deleteHoliday(removing.day));
      setRemoveOpen(false);
      const name = removing.name;
      notify(
        'success',
        <WithUserText>{(isolate) => t('holidays.removed', { name: isolate(name) })}</WithUserText>,
      );
    } catch (e) {
      setRemoveError(apiErrorText(t, e));
    } finally {
      setRemoveBusy(false);
    }
  };

  const list = [...(holidays.data ?? [])].sort((a, b) => a.day.localeCompare(b.day));
  const day = form.register('day');
  const name = form.register('name');

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby="holidays-title"
      sx={{ p: 2, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <div>
        <Typography id="holidays-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {t('holidays.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('holidays.subtitle')}
        </Typography>
      </div>

      {holidays.isError && !holidays.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void holidays.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        >
          {apiErrorText(t, holidays.error)}
        </Alert>
      ) : holidays.isPending ? (
        <Box aria-hidden>
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </Box>
      ) : list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('holidays.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('holidays.listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {list.map((h) => (
            <Stack
              key={h.day}
              component="li"
              direction="row"
              spacing={1}
              data-testid={`holiday-row-${h.day}`}
              sx={{ alignItems: 'center', py: 0.75, borderTop: 1, borderColor: 'divider' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <UserText variant="body2" component="p" sx={{ fontWeight: 600 }}>
                  {h.name}
                </UserText>
                <Typography variant="caption" color="text.secondary">
                  <time dateTime={h.day}>{holidayDayText(h.day, lang)}</time>
                </Typography>
              </Box>
              {canWrite && (
                <Tooltip title={t('holidays.remove')}>
                  <IconButton
                    size="small"
                    onClick={() => askRemove(h)}
                    aria-haspopup="dialog"
                    aria-label={t('holidays.removeFor', { name: h.name })}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          ))}
        </Box>
      )}

      {canWrite && (
        <>
          <Divider />
          <Stack
            component="form"
            noValidate
            spacing={1.5}
            aria-labelledby="holiday-add-title"
            onSubmit={(e) => void add(e)}
          >
            <Typography id="holiday-add-title" variant="subtitle2" component="h3">
              {t('holidays.addTitle')}
            </Typography>
            <TextField
              {...day}
              inputRef={day.ref}
              type="date"
              label={t('holidays.day')}
              required
              fullWidth
              error={Boolean(errors.day)}
              helperText={fieldError('day') ?? ' '}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
            />
            <TextField
              {...name}
              inputRef={name.ref}
              label={t('holidays.name')}
              required
              fullWidth
              autoComplete="off"
              error={Boolean(errors.name)}
              helperText={fieldError('name') ?? ' '}
              slotProps={{ htmlInput: { maxLength: HOLIDAY_NAME_MAX } }}
            />
            {addError && (
              <Alert severity="error" role="alert">
                {addError}
              </Alert>
            )}
            <Button
              type="submit"
              variant="outlined"
              startIcon={<AddOutlined />}
              loading={isSubmitting}
              data-testid="holiday-add"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('holidays.add')}
            </Button>
          </Stack>
        </>
      )}

      {canWrite && (
        <ConfirmDialog
          open={removeOpen}
          title={
            <WithUserText>
              {(isolate) => t('holidays.removeTitle', { name: isolate(removing?.name ?? '') })}
            </WithUserText>
          }
          confirmLabel={t('holidays.remove')}
          cancelLabel={t('actions.cancel')}
          destructive
          busy={removeBusy}
          error={removeError}
          onClose={() => setRemoveOpen(false)}
          onConfirm={() => void confirmRemove()}
        >
          <Typography>{removing ? holidayDayText(removing.day, lang) : ''}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('holidays.removeText')}
          </Typography>
        </ConfirmDialog>
      )}
    </Card>
  );
}
