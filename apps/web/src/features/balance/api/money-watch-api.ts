import {
  forecastResponseSchema,
  moneyWatchSettingsResponseSchema,
  statementResponseSchema,
  statementsResponseSchema,
  type MoneyWatchSettings,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';
import { walletKeys } from './wallet-api.ts';

// Watching the money (issue 13, parts 6 and 7): the balance forecast, the alert settings and the
// monthly statements. The forecast's key is under the wallet's, so refreshWallet() (after any
// movement of money) projects it again.

export const moneyWatchKeys = {
  forecast: () => [...walletKeys.all, 'forecast'] as const,
  alerts: () => ['money-alerts'] as const,
  statements: ['statements'] as const,
  statementList: () => ['statements', 'list'] as const,
  /** the statement's labels (no cost centre, guest) are in the interface language */
  statement: (month: string, lang: string) => ['statements', 'month', month, lang] as const,
};

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /wallet/forecast: how long the balance lasts, and its projection over the horizon. */
export async function getForecast(signal?: AbortSignal) {
  return (
    await api.get('/corporate/wallet/forecast', {
      schema: forecastResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

/** GET /wallet/alerts: the threshold, the days before, the recipients and the two switches. */
export async function getMoneyAlerts(signal?: AbortSignal) {
  return (
    await api.get('/corporate/wallet/alerts', {
      schema: moneyWatchSettingsResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

/** PUT /wallet/alerts (the money write permission): the settings as saved. */
export async function saveMoneyAlerts(body: MoneyWatchSettings) {
  return (
    await api.put('/corporate/wallet/alerts', body, { schema: moneyWatchSettingsResponseSchema })
  ).data;
}

/** GET /statements: the closed months, newest first, each with when it was e-mailed. */
export async function getStatements(signal?: AbortSignal) {
  return (
    await api.get('/corporate/statements', {
      schema: statementsResponseSchema,
      ...signalOf(signal),
    })
  ).data.months;
}

/** GET /statements/:month: the month's statement as data (the summary dialog). */
export async function getStatement(month: string, signal?: AbortSignal) {
  return (
    await api.get(`/corporate/statements/${encodeURIComponent(month)}`, {
      query: { format: 'json' },
      schema: statementResponseSchema,
      ...signalOf(signal),
    })
  ).data;
}

/** The month's statement as a PDF or a CSV, fetched with the session. */
export function getStatementFile(month: string, format: 'pdf' | 'csv') {
  return api.get<Blob>(`/corporate/statements/${encodeURIComponent(month)}`, {
    query: { format },
    responseType: 'blob',
  });
}
