import { useTranslation } from 'react-i18next';
import type { ConsolePromo } from '@trayecto/contracts/console';
import { formatNumber, formatUsd } from '@trayecto/contracts/format';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { mediumDate } from '../lib/dates.ts';
import type { PickedCompany } from './company-picker.tsx';
import { InfoList } from './info-list.tsx';

/** "10%" or "$5.00", left to right. */
export function PromoValue({ kind, value }: Pick<ConsolePromo, 'kind' | 'value'>) {
  return <bdi dir="ltr">{kind === 'percentage' ? `${value}%` : formatUsd(value)}</bdi>;
}

/** What a new promo code will be, as the create dialog asks to confirm it. */
export function PromoSummary({
  body,
  companies,
}: {
  body: {
    code: string;
    kind: ConsolePromo['kind'];
    value: number;
    valid_from: string;
    valid_until: string;
    usage_limit: number | null;
  };
  companies: readonly PickedCompany[];
}) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  return (
    <InfoList
      items={[
        { label: t('promos.fields.code'), value: <bdi dir="ltr">{body.code}</bdi> },
        {
          label: t('promos.fields.discount'),
          value: (
            <>
              {t(`promos.kind.${body.kind}`)} · <PromoValue kind={body.kind} value={body.value} />
            </>
          ),
        },
        {
          label: t('promos.fields.validity'),
          value: t('promos.validity', {
            from: mediumDate(body.valid_from, lang),
            until: mediumDate(body.valid_until, lang),
          }),
        },
        {
          label: t('promos.fields.usage_limit'),
          value:
            body.usage_limit === null
              ? t('promos.unlimited')
              : formatNumber(body.usage_limit, lang),
        },
        {
          label: t('promos.fields.companies'),
          value:
            companies.length === 0
              ? t('promos.allCompanies')
              : companies.map((c, i) => (
                  <span key={c._id}>
                    {i > 0 && ', '}
                    <UserText>{c.name}</UserText>
                  </span>
                )),
        },
      ]}
    />
  );
}
