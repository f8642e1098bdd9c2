import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import {
  FARE_FIELDS,
  type ConsoleFare,
  type ConsoleFaresResponse,
  type FareField,
  type FareValues,
} from '@trayecto/contracts/fares';
import { formatUsd } from '@trayecto/contracts/format';
import { SERVICE_TYPE_NAMES } from '@trayecto/contracts/trips';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage, isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { useFares, useResetFare, useSetFare } from '../api/console-queries.ts';
import { AmountField } from '../components/amount-field.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useCan } from '../hooks/use-can.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { shortDateTime } from '../lib/dates.ts';
import {
  boundsParams,
  changedFromDefault,
  fareChanges,
  fareFormOf,
  readFareForm,
  type FareForm,
  type FareFormErrors,
} from '../lib/fare-form.ts';

type City = ConsoleFaresResponse['cities'][number];
type OpenDialog = { type: 'edit' | 'reset'; fare: ConsoleFare; city: City };

/**
 * /admin/fares: the fares of each city (picked above the table) and service type, what is charged
 * now beside the default table's value when changed, who changed it; with money:fares, a dialog
 * to change the four values within their bounds (then a review of what changes), and a reset to
 * the default, each confirmed first. Cards on a phone.
 */
export function Component() {
  const { t } = useTranslation('console');
  const may = useCan();
  const fares = useFares();
  const { notify, toast } = useToast();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const money = may('money', 'fares');
  const cities = fares.data?.cities ?? [];
  const city = cities.find((c) => c.city_id === params.get('city')) ?? cities[0];

  const pickCity = (cityId: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('city', cityId);
        return next;
      },
      { replace: true },
    );
  const rowProps = {
    canEdit: money,
    onEdit: (fare: ConsoleFare) => city && setDialog({ type: 'edit', fare, city }),
    onReset: (fare: ConsoleFare) => city && setDialog({ type: 'reset', fare, city }),
  };

  return (
    <Stack spacing={2.5}>
      <PageHeader title={t('fares.title')} subtitle={t('fares.subtitle')} />
      <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', position: 'relative' }}>
        {fares.isFetching && !fares.isPending && (
          <LinearProgress
            sx={{ position: 'absolute', insetInline: 0, top: 0 }}
            aria-label={t('list.loading')}
          />
        )}
        {fares.isPending ? (
          <CenteredMessage text={t('list.loading')} busy />
        ) : fares.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void fares.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {apiErrorText(t, fares.error)}
          </Alert>
        ) : !city || city.fares.length === 0 ? (
          <CenteredMessage
            icon={<PriceChangeOutlined />}
            title={t('fares.emptyTitle')}
            text={t('fares.emptyText')}
          />
        ) : (
          <>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ p: { xs: 2, sm: 2.5 }, alignItems: { sm: 'center' } }}
            >
              <CityPicker cities={cities} value={city.city_id} onChange={pickCity} />
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {t('fares.propagation')}
              </Typography>
            </Stack>
            <Divider />
            {phone ? (
              <FareCards city={city} {...rowProps} />
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <FareTable city={city} {...rowProps} />
              </Box>
            )}
          </>
        )}
      </Card>
      {dialog?.type === 'edit' && (
        <FareDialog
          fare={dialog.fare}
          city={dialog.city}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            notify('success', t('fares.edit.done'));
          }}
        />
      )}
      {dialog?.type === 'reset' && (
        <ResetDialog
          fare={dialog.fare}
          city={dialog.city}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            notify('success', t('fares.reset.done'));
          }}
        />
      )}
      {toast}
    </Stack>
  );
}

function CityPicker({
  cities,
  value,
  onChange,
}: {
  cities: readonly City[];
  value: string;
  onChange: (cityId: string) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <TextField
      select
      size="small"
      name="city"
      label={t('fares.city')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: { xs: '100%', sm: 300 }, flexShrink: 0 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
    >
      {cities.map((c) => {
        const adjusted = c.fares.some((f) => f.overridden);
        return (
          <MenuItem key={c.city_id} value={c.city_id} data-city={c.city_id}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%' }}
            >
              <span>{c.name}</span>
              {adjusted && (
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={t('fares.cityAdjusted')}
                />
              )}
            </Stack>
          </MenuItem>
        );
      })}
    </TextField>
  );
}

type RowProps = {
  city: City;
  canEdit: boolean;
  onEdit: (fare: ConsoleFare) => void;
  onReset: (fare: ConsoleFare) => void;
};

const serviceName = (fare: ConsoleFare) =>
  SERVICE_TYPE_NAMES[fare.service_type_id][currentLanguage()];

/** What is charged now; the default beneath it when they differ. */
function FareValue({ fare, field }: { fare: ConsoleFare; field: FareField }) {
  const { t } = useTranslation('console');
  const changed = changedFromDefault(fare).includes(field);
  return (
    <>
      <Box
        component="bdi"
        dir="ltr"
        sx={{
          display: 'block',
          fontWeight: changed ? 700 : 500,
          color: changed ? 'primary.main' : 'text.primary',
          fontVariantNumeric: 'tabular-nums',
        }}
        data-value={field}
      >
        {formatUsd(fare.current[field])}
      </Box>
      {changed && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ whiteSpace: 'nowrap' }}
        >
          <WithUserText>
            {(isolate) =>
              t('fares.defaultValue', { value: isolate(formatUsd(fare.default[field])) })
            }
          </WithUserText>
        </Typography>
      )}
    </>
  );
}

function FareState({ fare }: { fare: ConsoleFare }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={fare.overridden ? 'primary' : 'default'}
        label={fare.overridden ? t('fares.state.adjusted') : t('fares.state.default')}
        data-state={fare.overridden ? 'adjusted' : 'default'}
      />
      {fare.overridden && fare.updated_at && (
        <Typography variant="caption" color="text.secondary" component="div">
          {fare.updated_by ? (
            <WithUserText>
              {(isolate) =>
                t('fares.updatedBy', {
                  admin: isolate(fare.updated_by ?? ''),
                  time: shortDateTime(fare.updated_at ?? '', lang),
                })
              }
            </WithUserText>
          ) : (
            t('fares.updatedAt', { time: shortDateTime(fare.updated_at, lang) })
          )}
        </Typography>
      )}
    </Stack>
  );
}

function FareActions({
  fare,
  canEdit,
  onEdit,
  onReset,
}: Omit<RowProps, 'city'> & { fare: ConsoleFare }) {
  const { t } = useTranslation('console');
  if (!canEdit) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 0.5 }}
    >
      <Button size="small" startIcon={<EditOutlined />} onClick={() => onEdit(fare)}>
        {t('fares.edit.button')}
      </Button>
      {fare.overridden && (
        <Button
          size="small"
          color="warning"
          startIcon={<RestartAltRounded />}
          onClick={() => onReset(fare)}
        >
          {t('fares.reset.button')}
        </Button>
      )}
    </Stack>
  );
}

function FareTable({ city, ...props }: RowProps) {
  const { t } = useTranslation('console');
  return (
    <Table
      size="small"
      aria-label={t('fares.tableLabel', { city: city.name })}
      sx={{ '& td, & th': { px: { xs: 1.5, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('fares.columns.serviceType')}</TableCell>
          {FARE_FIELDS.map((field) => (
            <TableCell key={field} align="right">
              {t(`fares.fields.${field}`)}
            </TableCell>
          ))}
          <TableCell>{t('fares.columns.state')}</TableCell>
          {props.canEdit && <TableCell align="right">{t('fares.columns.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {city.fares.map((fare) => (
          <TableRow key={fare.service_type_id} data-fare={fare.service_type_id}>
            <TableCell sx={{ fontWeight: 600 }}>{serviceName(fare)}</TableCell>
            {FARE_FIELDS.map((field) => (
              <TableCell key={field} align="right">
                <FareValue fare={fare} field={field} />
              </TableCell>
            ))}
            <TableCell>
              <FareState fare={fare} />
            </TableCell>
            {props.canEdit && (
              <TableCell align="right">
                <FareActions fare={fare} {...props} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A phone's layout: one card per service type, its four values two by two. */
function FareCards({ city, ...props }: RowProps) {
  const { t } = useTranslation('console');
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('fares.tableLabel', { city: city.name })}
      sx={{ listStyle: 'none', m: 0, p: 2 }}
    >
      {city.fares.map((fare) => (
        <Card
          key={fare.service_type_id}
          component="li"
          variant="outlined"
          data-fare={fare.service_type_id}
          sx={{ borderRadius: 2, p: 2 }}
        >
          <Stack spacing={1.5}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {serviceName(fare)}
              </Typography>
              <FareState fare={fare} />
            </Stack>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                gap: 1.5,
                m: 0,
              }}
            >
              {FARE_FIELDS.map((field) => (
                <div key={field}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {t(`fares.fields.${field}`)}
                  </Typography>
                  <Box component="dd" sx={{ m: 0 }}>
                    <FareValue fare={fare} field={field} />
                  </Box>
                </div>
              ))}
            </Box>
            <FareActions fare={fare} {...props} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The four values, then what changes, confirmed before it is sent. Mounted for each opening. */
function FareDialog({
  fare,
  city,
  onClose,
  onDone,
}: {
  fare: ConsoleFare;
  city: City;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('console');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const mutation = useSetFare();
  const [form, setForm] = useState<FareForm>(() => fareFormOf(fare.current));
  const [errors, setErrors] = useState<FareFormErrors>({});
  const [unchanged, setUnchanged] = useState(false);
  const [review, setReview] = useState<FareValues | null>(null);
  const busy = mutation.isPending;
  const names = { service: serviceName(fare), city: city.name };
  const titleId = 'fare-dialog-title';

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    const read = readFareForm(form, fare);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    if (fareChanges(fare.current, read.body).length === 0) {
      setUnchanged(true);
      return;
    }
    mutation.reset();
    setReview(read.body);
  };

  const save = () => {
    if (!review) return;
    mutation.mutate(
      { city: fare.city_id, serviceType: fare.service_type_id, body: review },
      {
        onSuccess: onDone,
        onError: (error) => {
          // a value the server refused goes back to its field, with the server's words
          const fields = isApiError(error) ? error.fields : undefined;
          const named = FARE_FIELDS.filter((f) => fields?.[f]);
          if (fields && named.length > 0) {
            setErrors(Object.fromEntries(named.map((f) => [f, { code: fields[f]! }])));
            setReview(null);
          }
        },
      },
    );
  };

  const helper = (field: FareField) => {
    const error = errors[field];
    if (error) return errorText(t, error.code, error.params);
    return t('fares.edit.range', {
      ...boundsParams(fare, field),
      default: formatUsd(fare.default[field]),
    });
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>
        {review ? t('fares.edit.reviewTitle', names) : t('fares.edit.title', names)}
      </DialogTitle>
      {review ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('fares.edit.reviewText', names)}</DialogContentText>
              <ChangeList changes={fareChanges(fare.current, review)} />
              {mutation.isError && (
                <Alert severity="error" role="alert">
                  {apiErrorText(t, mutation.error)}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => setReview(null)} disabled={busy}>
              {t('fares.edit.back')}
            </Button>
            <Button
              variant="contained"
              onClick={save}
              disabled={busy}
              startIcon={
                busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
              }
            >
              {t('fares.edit.confirm')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={toReview}>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 0.5 }}>
              <DialogContentText>{t('fares.edit.text')}</DialogContentText>
              {FARE_FIELDS.map((field, i) => (
                <AmountField
                  key={field}
                  name={field}
                  label={t(`fares.fields.${field}`)}
                  unit="$"
                  autoFocus={i === 0}
                  value={form[field]}
                  onChange={(value) => {
                    setForm((f) => ({ ...f, [field]: value }));
                    setErrors((e) => ({ ...e, [field]: undefined }));
                    setUnchanged(false);
                  }}
                  error={Boolean(errors[field])}
                  helperText={helper(field)}
                />
              ))}
              {unchanged && (
                <Alert severity="info" role="status">
                  {t('fares.edit.unchanged')}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('fares.edit.next')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

/** "Base fare: $1.50 → $3.00", one line per value that moves. */
function ChangeList({ changes }: { changes: { field: FareField; from: number; to: number }[] }) {
  const { t } = useTranslation('console');
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.5 } }}>
      {changes.map((c) => (
        <li key={c.field} data-change={c.field}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t(`fares.fields.${c.field}`)}
          </Typography>
          {': '}
          <bdi dir="ltr">
            {formatUsd(c.from)} → <strong>{formatUsd(c.to)}</strong>
          </bdi>
        </li>
      ))}
    </Box>
  );
}

function ResetDialog({
  fare,
  city,
  onClose,
  onDone,
}: {
  fare: ConsoleFare;
  city: City;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('console');
  const mutation = useResetFare();
  const names = { service: serviceName(fare), city: city.name };
  const changes = fareChanges(fare.current, fare.default);
  return (
    <ConfirmDialog
      open
      title={t('fares.reset.title', names)}
      text={
        <Stack spacing={1.5}>
          <span>{t('fares.reset.text', names)}</span>
          {changes.length > 0 && <ChangeList changes={changes} />}
        </Stack>
      }
      confirmLabel={t('fares.reset.confirm')}
      busy={mutation.isPending}
      error={mutation.isError ? apiErrorText(t, mutation.error) : null}
      onClose={onClose}
      onConfirm={() =>
        mutation.mutate(
          { city: fare.city_id, serviceType: fare.service_type_id },
          { onSuccess: onDone },
        )
      }
    />
  );
}
