import { useQuery } from '@tanstack/react-query';
import {
  getForecast,
  getMoneyAlerts,
  getStatement,
  getStatements,
  moneyWatchKeys,
} from './money-watch-api.ts';

/** How long the balance lasts: refreshed with the wallet (its key is under the wallet's). */
export function useForecast() {
  return useQuery({
    queryKey: moneyWatchKeys.forecast(),
    queryFn: ({ signal }) => getForecast(signal),
    staleTime: 60_000,
  });
}

export function useMoneyAlerts() {
  return useQuery({
    queryKey: moneyWatchKeys.alerts(),
    queryFn: ({ signal }) => getMoneyAlerts(signal),
    staleTime: 60_000,
  });
}

export function useStatements() {
  return useQuery({
    queryKey: moneyWatchKeys.statementList(),
    queryFn: ({ signal }) => getStatements(signal),
    staleTime: 5 * 60_000,
  });
}

/** A closed month's statement (it no longer changes; its labels are in `lang`). */
export function useStatement(month: string, lang: string) {
  return useQuery({
    queryKey: moneyWatchKeys.statement(month, lang),
    queryFn: ({ signal }) => getStatement(month, signal),
    staleTime: Infinity,
  });
}
