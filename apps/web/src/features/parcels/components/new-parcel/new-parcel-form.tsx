import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  PARCEL_DECLARED_VALUE_MAX_CENTS,
  PARCEL_DESCRIPTION_MAX,
  PARCEL_DETAILS_MAX,
  PARCEL_MAX_WEIGHT_KG,
  PARCEL_MIN_WEIGHT_KG,
  PARCEL_TYPES,
  formatUsd,
  fromCents,
  normalizePhoneInput,
  type Parcel,
  type ParcelType,
} from '@trayecto/contracts';
import { TripMap, type MapStop } from '../../../../components/lazy-trip-map.tsx';
import type { LngLatPair } from '../../../../components/map/map-feeds.ts';
import { currentLanguage, isApiError } from '../../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { refreshWallet } from '../../../balance/api/wallet-api.ts';
import { toServiceAreas, useCities } from '../../../trips/api/trip-display.ts';
import { PlaceField, ScheduleField, createBookingKey } from '../../../trips/api/request-fields.ts';
import { createParcel, estimateParcel, parcelKeys } from '../../api/parcels-api.ts';
import {
  createBody,
  draftProblems,
  emptyParcelDraft,
  estimateBody,
  type ParcelDraft,
  type Problem,
} from '../../lib/parcel-form.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { PhotoField } from './photo-field.tsx';
import { ReceiversField } from './receivers-field.tsx';
import { SenderField } from './sender-field.tsx';
import { SizeField } from './size-field.tsx';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack spacing={1.5} component="section">
    <Typography
      variant="subtitle2"
      component="h3"
      color="text.secondary"
      sx={{ textTransform: 'uppercase', letterSpacing: 0.6, fontSize: 12 }}
    >
      {title}
    </Typography>
    {children}
  </Stack>
);

/** Problems shown before the form is checked: a text already too long says so as it is typed. */
const LIVE = new Set(['too_long']);

/**
 * "Nuevo envío": sender, pickup, receivers, the parcel, its photo and declared value, the
 * prohibited-items acknowledgement and when; then the estimate (vehicle, fare, distance), who
 * pays, and "Enviar" with one Idempotency-Key per submission.
 */
export function NewParcelForm({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: (parcel: Parcel) => void;
}) {
  const { t } = useTranslation('parcels');
  const lang = currentLanguage();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const companyName = useSessionStore((s) => s.name);
  const companyPhone = useSessionStore((s) => s.phone);
  const wallet = useSessionStore((s) => s.wallet);
  const overdraft = useSessionStore((s) => s.overdraft);
  const [draft, setDraftState] = useState<ParcelDraft>(() =>
    emptyParcelDraft({
      name: companyName ?? '',
      phone: normalizePhoneInput(companyPhone ?? ''),
    }),
  );
  const [step, setStep] = useState<'details' | 'confirm'>('details');
  const [showErrors, setShowErrors] = useState(false);
  // the server's words for a field it refused, until that form is changed
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const key = useRef(createBookingKey());
  const cities = useCities();
  const areas = useMemo(() => toServiceAreas(cities.data), [cities.data]);
  const scrollBox = useRef<HTMLDivElement | null>(null);

  const setDraft = (patch: Partial<ParcelDraft>) => {
    setServerFields({});
    setDraftState((d) => ({ ...d, ...patch }));
  };

  const problems = useMemo(() => draftProblems(draft), [draft]);
  const problemText = (p: Problem) =>
    p.code === 'weight_range'
      ? t('parcel.weightRange', { min: PARCEL_MIN_WEIGHT_KG, max: PARCEL_MAX_WEIGHT_KG })
      : errorText(t, p.code, p.params);
  const errorOf = (path: string): string | null => {
    const p = problems[path];
    if (p && (showErrors || LIVE.has(p.code))) return problemText(p);
    return serverFields[path] ?? null;
  };

  // the estimate follows the places, the size and the weight (once they stop changing)
  const body = useDebounced(estimateBody(draft), 400);
  const estimate = useQuery({
    queryKey: ['parcels', 'estimate', body],
    queryFn: ({ signal }) => estimateParcel(body!, signal),
    enabled: Boolean(body) && !problems.weight_kg,
    staleTime: 60_000,
    retry: false,
  });
  const payerAvailable =
    draft.sender.type === 'payroll' ? draft.sender.user?.available : wallet + overdraft;
  const payerShort = Boolean(
    estimate.data && payerAvailable !== undefined && estimate.data.fare > payerAvailable,
  );
  const ready =
    Object.keys(problems).length === 0 &&
    Boolean(estimate.data) &&
    !estimate.isFetching &&
    !payerShort;

  const sending = useMutation({
    mutationFn: () => {
      const b = createBody(draft);
      if (!b) throw new Error('the draft changed');
      return createParcel(b, key.current.keyFor(JSON.stringify(b)));
    },
    onSuccess: (parcel) => {
      key.current.reset();
      queryClient.setQueryData(parcelKeys.detail(parcel._id), parcel);
      void queryClient.invalidateQueries({ queryKey: ['payroll'] });
      void refreshWallet();
      onSent(parcel);
    },
    onError: (e) => {
      // a refused field is said on it, on the first step
      const fields: Record<string, string> = isApiError(e) ? { ...e.fields } : {};
      if (isApiError(e) && e.error_code === 'max_stops' && !fields.receivers)
        fields.receivers = e.message;
      if (Object.keys(fields).length > 0) {
        setServerFields(fields);
        setShowErrors(true);
        setStep('details');
      }
    },
  });
  const sendError =
    sending.error && !(isApiError(sending.error) && Object.keys(serverFields).length > 0)
      ? apiErrorText(t, sending.error)
      : null;

  const handleContinue = () => {
    setShowErrors(true);
    if (ready) {
      sending.reset();
      setStep('confirm');
      return;
    }
    // the first field that says what is missing gets the focus (after the errors are drawn)
    requestAnimationFrame(() =>
      scrollBox.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  // the map: pickup (A), each receiver numbered, the estimated route
  const stops = useMemo<MapStop[]>(
    () =>
      draft.receivers.flatMap((r, i) =>
        r.place
          ? [{ lat: r.place.lat, lng: r.place.lng, label: String(i + 1), tone: 'pending' as const }]
          : [],
      ),
    [draft.receivers],
  );
  const route = estimate.data?.route as LngLatPair[] | undefined;
  const fitPoints = useMemo<LngLatPair[] | undefined>(() => {
    const pts: LngLatPair[] = [
      ...(draft.pickup ? [[draft.pickup.lng, draft.pickup.lat] as LngLatPair] : []),
      ...stops.map((s) => [s.lng, s.lat] as LngLatPair),
      ...(route ?? []),
    ];
    return pts.length ? pts : undefined;
  }, [draft.pickup, stops, route]);
  const fitKey = fitPoints?.map((p) => p.join(',')).join(';');

  const receiversError = errorOf('receivers');
  const maxValue = formatUsd(fromCents(PARCEL_DECLARED_VALUE_MAX_CENTS));

  return (
    <>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          gap: 1,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {t('new.title')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {step === 'details' ? t('new.stepDetails') : t('new.stepConfirm')}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('new.close')}>
          <CloseRounded />
        </IconButton>
      </Stack>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(420px, 540px) 1fr' },
        }}
      >
        <Box
          ref={scrollBox}
          sx={{ overflowY: 'auto', minHeight: 0, px: { xs: 2, sm: 3 }, py: 2.5 }}
        >
          {step === 'details' ? (
            <Stack spacing={3}>
              <Section title={t('new.sender')}>
                <SenderField
                  value={draft.sender}
                  onChange={(sender) => setDraft({ sender })}
                  errorOf={errorOf}
                />
              </Section>
              <Section title={t('new.pickup')}>
                <PlaceField
                  label={t('pickup.label')}
                  value={draft.pickup}
                  onChange={(pickup) => setDraft({ pickup })}
                  error={Boolean(errorOf('pickup'))}
                  helperText={errorOf('pickup') ?? t('pickup.hint')}
                />
              </Section>
              <Section title={t('new.receivers')}>
                <ReceiversField
                  value={draft.receivers}
                  onChange={(receivers) => setDraft({ receivers })}
                  errorOf={errorOf}
                />
                {receiversError && <Alert severity="error">{receiversError}</Alert>}
              </Section>
              <Section title={t('new.parcel')}>
                <TextField
                  select
                  required
                  name="parcel_type"
                  label={t('parcel.type')}
                  value={draft.parcelType}
                  onChange={(e) => setDraft({ parcelType: e.target.value as ParcelType })}
                  error={Boolean(errorOf('parcel_type'))}
                  helperText={errorOf('parcel_type') ?? ' '}
                >
                  {PARCEL_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`types.${type}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <SizeField
                  value={draft.size}
                  onChange={(size) => setDraft({ size })}
                  error={errorOf('size')}
                />
                <TextField
                  required
                  name="weight_kg"
                  label={t('parcel.weight')}
                  value={draft.weight}
                  onChange={(e) => setDraft({ weight: e.target.value })}
                  error={Boolean(errorOf('weight_kg'))}
                  helperText={
                    errorOf('weight_kg') ??
                    t('parcel.weightHint', { min: PARCEL_MIN_WEIGHT_KG, max: PARCEL_MAX_WEIGHT_KG })
                  }
                  sx={{ maxWidth: { sm: 260 } }}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">{t('parcel.kg')}</InputAdornment>
                      ),
                    },
                  }}
                />
                <TextField
                  required
                  name="description"
                  label={t('parcel.description')}
                  value={draft.description}
                  onChange={(e) => setDraft({ description: e.target.value })}
                  error={Boolean(errorOf('description'))}
                  helperText={
                    errorOf('description') ??
                    `${draft.description.length}/${PARCEL_DESCRIPTION_MAX}`
                  }
                />
                <TextField
                  name="details"
                  label={t('parcel.details')}
                  value={draft.details}
                  onChange={(e) => setDraft({ details: e.target.value })}
                  multiline
                  minRows={2}
                  error={Boolean(errorOf('details'))}
                  helperText={
                    <Box
                      component="span"
                      sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
                    >
                      <span>{errorOf('details') ?? t('parcel.detailsHint')}</span>
                      <Box
                        component="span"
                        dir="ltr"
                        sx={{ unicodeBidi: 'isolate', flexShrink: 0 }}
                      >
                        {`${draft.details.length}/${PARCEL_DETAILS_MAX}`}
                      </Box>
                    </Box>
                  }
                />
              </Section>
              <Section title={t('new.photo')}>
                <PhotoField
                  imageId={draft.imageId}
                  onChange={(imageId) => setDraft({ imageId })}
                  error={errorOf('image_id')}
                />
              </Section>
              <Section title={t('new.value')}>
                <TextField
                  required
                  name="declared_value"
                  label={t('value.label')}
                  value={draft.declaredValue}
                  onChange={(e) => setDraft({ declaredValue: e.target.value })}
                  error={Boolean(errorOf('declared_value'))}
                  helperText={errorOf('declared_value') ?? t('value.hint', { amount: maxValue })}
                  sx={{ maxWidth: { sm: 260 } }}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
                <Box>
                  <FormControlLabel
                    control={
                      <Checkbox
                        name="prohibited_ack"
                        checked={draft.prohibitedAck}
                        onChange={(e) => setDraft({ prohibitedAck: e.target.checked })}
                      />
                    }
                    label={t('ack.label')}
                  />
                  <Box sx={{ paddingInlineStart: '42px' }}>
                    <Link
                      component={RouterLink}
                      to="/parcel-guide"
                      target="_blank"
                      rel="noopener"
                      variant="body2"
                    >
                      {t('ack.guide')}
                    </Link>
                  </Box>
                  {errorOf('prohibited_ack') && (
                    <FormHelperText error>{errorOf('prohibited_ack')}</FormHelperText>
                  )}
                </Box>
              </Section>
              <Section title={t('new.when')}>
                <ScheduleField
                  value={draft.when}
                  onChange={(when) => setDraft({ when })}
                  showErrors={showErrors}
                />
              </Section>
              <Section title={t('new.estimate')}>
                <EstimateSummary
                  loading={estimate.isFetching}
                  waiting={!body}
                  data={estimate.data}
                  error={estimate.error ? apiErrorText(t, estimate.error) : null}
                  short={payerShort}
                  lang={lang}
                />
              </Section>
            </Stack>
          ) : (
            estimate.data && (
              <ConfirmStep draft={draft} estimate={estimate.data} error={sendError} lang={lang} />
            )
          )}
        </Box>
        {wide && (
          <Box
            sx={{
              position: 'relative',
              minHeight: 0,
              borderInlineStart: 1,
              borderColor: 'divider',
            }}
          >
            <TripMap
              label={t('new.mapLabel')}
              unavailableText={t('mapUnavailable')}
              areas={areas}
              route={route}
              origin={draft.pickup}
              stops={stops}
              fitTo={fitPoints}
              fitKey={fitKey}
            />
          </Box>
        )}
      </Box>
      <Divider />
      <Stack
        direction="row"
        spacing={1}
        sx={{ px: { xs: 2, sm: 3 }, py: 1.5, justifyContent: 'flex-end', alignItems: 'center' }}
      >
        {step === 'details' ? (
          <>
            {showErrors && !ready && !estimate.isFetching && (
              <Typography variant="caption" color="error" sx={{ flex: 1 }} role="alert">
                {t('new.incomplete')}
              </Typography>
            )}
            <Button onClick={onClose}>{t('new.cancel')}</Button>
            <Button variant="contained" onClick={handleContinue}>
              {t('new.continue')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setStep('details')} disabled={sending.isPending}>
              {t('new.back')}
            </Button>
            <Button
              variant="contained"
              onClick={() => sending.mutate()}
              loading={sending.isPending}
              disabled={payerShort}
            >
              {t('new.send')}
            </Button>
          </>
        )}
      </Stack>
    </>
  );
}

/** The vehicle and fare as the form is filled, or what is missing for them. */
function EstimateSummary({
  loading,
  waiting,
  data,
  error,
  short,
  lang,
}: {
  loading: boolean;
  waiting: boolean;
  data: { vehicle: 'motorcycle' | 'car'; fare: number; distance_km: number } | undefined;
  error: string | null;
  short: boolean;
  lang: string;
}) {
  const { t } = useTranslation('parcels');
  if (waiting)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('estimate.needs')}
      </Typography>
    );
  if (error && !loading) return <Alert severity="error">{error}</Alert>;
  if (!data) return <Skeleton variant="rounded" height={56} aria-busy="true" />;
  return (
    <Stack spacing={1} sx={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading || undefined}>
      <Stack
        direction="row"
        sx={{
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'action.hover',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
        }}
        data-estimate={data.vehicle}
      >
        <div>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(`vehicles.${data.vehicle}`)}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            dir="ltr"
            sx={{ unicodeBidi: 'isolate' }}
          >
            {`${data.distance_km.toLocaleString(lang, { maximumFractionDigits: 1 })} km`}
          </Typography>
        </div>
        <Typography dir="ltr" sx={{ fontWeight: 700, unicodeBidi: 'isolate' }}>
          {formatUsd(data.fare)}
        </Typography>
      </Stack>
      {short && <Alert severity="warning">{errorText(t, 'insufficient_balance')}</Alert>}
    </Stack>
  );
}
