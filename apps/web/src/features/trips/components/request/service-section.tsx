import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { FareQuote, Language, PayrollUser, ServiceTypeId } from '@trayecto/contracts';
import { GiveBalanceButton } from '../../../payroll/api/give-balance.tsx';
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
  onGiveBalance,
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
  /** opens the give-balance dialog over the form; absent for a role that may not give it */
  onGiveBalance?: (() => void) | undefined;
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
            <Alert severity="warning">
              {errorText(t, 'insufficient_balance')}
              {payrollUser && onGiveBalance && (
                <GiveBalanceButton
                  variant="outlined"
                  color="inherit"
                  user={payrollUser}
                  onClick={onGiveBalance}
                  sx={{ display: 'flex', mt: 1 }}
                />
              )}
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
