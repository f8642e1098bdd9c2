import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';

/**
 * The namespace of a booking form's texts and the group of its frame's keys (the trip request
 * is trips' `request.*`, the new parcel parcels' `new.*`, the multistop quote quote-form's
 * `form.*`): `title`, `stepDetails`, `stepConfirm`, `close`, `incomplete`, `cancel`, `continue`
 * and `back`, the same names in each.
 */
export type BookingTexts =
  | { ns: 'trips'; keys: 'request' }
  | { ns: 'parcels'; keys: 'new' }
  | { ns: 'quote-form'; keys: 'form' };

/** The two steps of a booking form: the details, then what will be booked and who pays. */
export type BookingStep = 'details' | 'confirm';

/**
 * A booking form in its drawer: the title with the step it is on and the close button; the form
 * (`children`, scrolling) beside the map; the foot with "Cancelar" and "Continuar" on the details
 * (and, once the details were checked and are not complete, a note saying so) or "Volver" and
 * the submit button on the confirmation.
 */
export function BookingFrame({
  texts,
  step,
  formWidth,
  map,
  mapOnPhone = false,
  scrollRef,
  incomplete,
  onClose,
  onContinue,
  onBack,
  onSubmit,
  submitLabel,
  submitting,
  submitDisabled,
  children,
}: {
  texts: BookingTexts;
  step: BookingStep;
  /** the form's column beside the map (md and up), e.g. 'minmax(380px, 460px)' */
  formWidth: string;
  map: ReactNode;
  /** on a phone, the map above the form (220 px); without it the map shows from md up only */
  mapOnPhone?: boolean;
  /** the form's scrolling box (to focus its first invalid field) */
  scrollRef?: Ref<HTMLDivElement>;
  /** the note that the details are not complete, on the details step */
  incomplete: boolean;
  onClose: () => void;
  onContinue: () => void;
  onBack: () => void;
  onSubmit: () => void;
  submitLabel: string;
  submitting: boolean;
  submitDisabled: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(texts.ns);
  const { keys } = texts;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const mapBox = (
    <Box
      sx={
        mapOnPhone
          ? {
              position: 'relative',
              order: { xs: 0, md: 1 },
              minHeight: 0,
              borderInlineStart: { md: 1 },
              borderColor: 'divider',
            }
          : { position: 'relative', minHeight: 0, borderInlineStart: 1, borderColor: 'divider' }
      }
    >
      {map}
    </Box>
  );
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
            {t(`${keys}.title`)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {step === 'details' ? t(`${keys}.stepDetails`) : t(`${keys}.stepConfirm`)}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t(`${keys}.close`)}>
          <CloseRounded />
        </IconButton>
      </Stack>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: `${formWidth} 1fr` },
          ...(mapOnPhone ? { gridTemplateRows: { xs: '220px 1fr', md: '1fr' } } : {}),
        }}
      >
        {mapOnPhone && mapBox}
        <Box
          ref={scrollRef}
          sx={{ overflowY: 'auto', minHeight: 0, px: { xs: 2, sm: 3 }, py: 2.5 }}
        >
          {children}
        </Box>
        {!mapOnPhone && wide && mapBox}
      </Box>
      <Divider />
      <Stack
        direction="row"
        spacing={1}
        sx={{ px: { xs: 2, sm: 3 }, py: 1.5, justifyContent: 'flex-end', alignItems: 'center' }}
      >
        {step === 'details' ? (
          <>
            {incomplete && (
              <Typography variant="caption" color="error" sx={{ flex: 1 }} role="alert">
                {t(`${keys}.incomplete`)}
              </Typography>
            )}
            <Button onClick={onClose}>{t(`${keys}.cancel`)}</Button>
            <Button variant="contained" onClick={onContinue}>
              {t(`${keys}.continue`)}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onBack} disabled={submitting}>
              {t(`${keys}.back`)}
            </Button>
            <Button
              variant="contained"
              onClick={onSubmit}
              loading={submitting}
              disabled={submitDisabled}
            >
              {submitLabel}
            </Button>
          </>
        )}
      </Stack>
    </>
  );
}

/** A titled section of a booking form ("Pasajero", "Quién envía", "Cuándo"…). */
export function BookingSection({ title, children }: { title: string; children: ReactNode }) {
  return (
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
}
