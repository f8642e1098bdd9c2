import type { ReactNode } from 'react';

export type SearchResult = {
  id: string;
  /** already translated */
  title: string;
  /** a text, or an element when it puts pieces of user data together (each isolated) */
  subtitle?: ReactNode;
  /** an in-app path */
  path: string;
  icon?: ReactNode;
};

/** One group of results (pages now; trips, users and invoices add theirs as they exist). */
export type SearchSource = {
  id: string;
  /** common-namespace key of the group heading */
  title: string;
  search: (query: string, signal: AbortSignal) => Promise<SearchResult[]> | SearchResult[];
};
