import { useTranslation } from 'react-i18next';
import type { Parcel } from '@trayecto/contracts';
import { dropoffProgress } from '../lib/live-parcels.ts';

/** "2 de 3 entregas realizadas · 1 no entregada". */
export function useProgressText(parcel: Pick<Parcel, 'stops'>): string {
  const { t } = useTranslation('parcels');
  const p = dropoffProgress(parcel);
  const done = t('card.progress', { count: p.total, done: p.delivered });
  return p.failed > 0 ? `${done} · ${t('card.failed', { count: p.failed })}` : done;
}
