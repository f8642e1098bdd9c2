import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FareQuote, Language, PayrollUser, ServiceTypeId } from '@trayecto/contracts';
import { WithUserText } from '../../../../components/user-text.tsx';
import { errorText } from '../../../../lib/i18n-errors.ts';
import { FareCards } from './fare-cards.tsx';
import { PromoField } from './promo-field.tsx';
import type { useEstimate } from './use-estimate.ts';
import { formatNumber } from '@trayecto/contracts/format';

/** "Servicio" of the trip request: the route's summary, its fares, who pays, the promo code. */
export function ServiceSection({
  estimate,
  placesChosen,
  priced,
  value,
  onChange,
  fares,
  payerShort,
  payrollUser,
  lang,
}: {
  estimate: ReturnType<typeof useEstimate>;
  /** both places chosen */
  placesChosen: boolean;
  /** both places chosen, and not the same one: a route to price */
  priced: boolean;
  value: ServiceTypeId | null;
  onChange: (id: ServiceTypeId) => void;
  fares: FareQuote[] | undefined;
  payerShort: boolean;
  /** the collaborator who pays, when one does */
  payrollUser: PayrollUser | null;
  lang: Language;
}) {
  const { t } = useTranslation('trips');
  const data = estimate.query.data;
  return (
    <>
      {!priced ? (
        <Typography variant="body2" color="text.secondary">
          {t('fare.needsRoute')}
        </Typography>
      ) : (
        <>
          {data && (
            <Typography variant="body2" color="text.secondary">
              {t('fare.summary', {
                city: data.city,
                km: formatNumber(data.distance_km, lang),
                min: Math.max(1, Math.round(data.duration_min)),
              })}
            </Typography>
          )}
          <FareCards
            fares={fares}
            loading={estimate.query.isFetching}
            value={value}
            onChange={onChange}
            lang={lang}
          />
          {payerShort && (
            <Alert
              severity="warning"
              action={
                payrollUser ? (
                  <Button
                    color="inherit"
                    size="small"
                    component={RouterLink}
                    to={`/user/${payrollUser._id}`}
                  >
                    <WithUserText>
                      {(isolate) =>
                        t('payroll:actions.giveTo', { name: isolate(payrollUser.name ?? '') })
                      }
                    </WithUserText>
                  </Button>
                ) : undefined
              }
            >
              {errorText(t, 'insufficient_balance')}
            </Alert>
          )}
        </>
      )}
      <PromoField
        applied={estimate.promo}
        errorCode={estimate.promoError}
        checking={Boolean(estimate.promo) && estimate.query.isFetching}
        disabled={!placesChosen}
        onApply={estimate.applyPromo}
        onClear={estimate.clearPromo}
      />
    </>
  );
}
