export * from './corporates.ts';
export * from './sessions.ts';
export * from './outbox.ts';
export * from './ledger.ts';
export * from './trips.ts';
export * from './parcels.ts';
export * from './quotes.ts';
export * from './leads.ts';
