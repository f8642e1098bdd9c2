import { describe, expect, it } from 'vitest';
import { eventStatuses, isQuoteRunning, quoteActions, shownStatus } from './quote-state.ts';

describe('shownStatus', () => {
  it('is the quote status until approved', () => {
    expect(shownStatus({ status: 'waiting_for_approval', order_status: null })).toEqual({
      kind: 'quote',
      status: 'waiting_for_approval',
    });
    expect(shownStatus({ status: 'expired', order_status: null })).toEqual({
      kind: 'quote',
      status: 'expired',
    });
  });
  it("is the run's status once approved", () => {
    expect(shownStatus({ status: 'approved', order_status: 'started' })).toEqual({
      kind: 'trip',
      status: 'started',
    });
  });
  it('stays "approved" while the run has no status yet', () => {
    expect(shownStatus({ status: 'approved', order_status: null })).toEqual({
      kind: 'quote',
      status: 'approved',
    });
  });
});

describe('isQuoteRunning', () => {
  it('is an approved quote whose trip has not ended', () => {
    expect(isQuoteRunning({ status: 'approved', order_status: 'scheduled' })).toBe(true);
    expect(isQuoteRunning({ status: 'approved', order_status: 'started' })).toBe(true);
  });
  it('is not an open or decided quote, nor a finished trip', () => {
    expect(isQuoteRunning({ status: 'waiting_for_approval', order_status: null })).toBe(false);
    expect(isQuoteRunning({ status: 'approved', order_status: null })).toBe(false);
    expect(isQuoteRunning({ status: 'approved', order_status: 'completed' })).toBe(false);
    expect(isQuoteRunning({ status: 'approved', order_status: 'cancelled_by_user' })).toBe(false);
  });
});

describe('quoteActions', () => {
  const none = { approve: false, deny: false, withdraw: false, cancelTrip: false };
  it('waiting for the desk: only withdraw', () => {
    expect(quoteActions({ status: 'waiting', order_status: null })).toEqual({
      ...none,
      withdraw: true,
    });
  });
  it('priced: approve, deny or withdraw', () => {
    expect(quoteActions({ status: 'waiting_for_approval', order_status: null })).toEqual({
      approve: true,
      deny: true,
      withdraw: true,
      cancelTrip: false,
    });
  });
  it.each(['scheduled', 'waiting', 'accepted', 'coming', 'arrived', 'driver_waiting'] as const)(
    'approved and %s: cancel the trip',
    (order_status) => {
      expect(quoteActions({ status: 'approved', order_status })).toEqual({
        ...none,
        cancelTrip: true,
      });
    },
  );
  it.each([
    'started',
    'completed',
    'partially_completed',
    'cancelled_by_user',
    'no_driver',
  ] as const)('approved and %s: nothing', (order_status) => {
    expect(quoteActions({ status: 'approved', order_status })).toEqual(none);
  });
  it.each(['not_approved', 'expired', 'cancelled', 'declined'] as const)(
    '%s: nothing',
    (status) => {
      expect(quoteActions({ status, order_status: null })).toEqual(none);
    },
  );
});

describe('eventStatuses', () => {
  it("reads the quote's statuses up to approved, then the run's", () => {
    expect(
      eventStatuses([
        { status: 'waiting' },
        { status: 'waiting_for_approval' },
        { status: 'approved' },
        { status: 'scheduled' },
        { status: 'waiting' },
        { status: 'completed' },
      ]),
    ).toEqual([
      { kind: 'quote', status: 'waiting' },
      { kind: 'quote', status: 'waiting_for_approval' },
      { kind: 'quote', status: 'approved' },
      { kind: 'trip', status: 'scheduled' },
      { kind: 'trip', status: 'waiting' },
      { kind: 'trip', status: 'completed' },
    ]);
  });
  it('keeps an unknown code as null', () => {
    expect(eventStatuses([{ status: 'waiting' }, { status: 'teleported' }])).toEqual([
      { kind: 'quote', status: 'waiting' },
      null,
    ]);
  });
});
