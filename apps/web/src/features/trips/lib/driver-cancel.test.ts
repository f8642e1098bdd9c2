import { describe, expect, it } from 'vitest';
import { dialogLanguages, shouldShowDriverCancel, shouldShowTripAlert } from './driver-cancel.ts';

const event = { corporate_id: 'c1', trip_id: 't1', trip_unique_id: 'VJ-1' };

describe('driver-cancel dialog rules', () => {
  it('shows the current language first, then Spanish or English', () => {
    expect(dialogLanguages('es')).toEqual(['es', 'en']);
    expect(dialogLanguages('en')).toEqual(['en', 'es']);
    expect(dialogLanguages('ar')).toEqual(['ar', 'es']);
  });
  it('acts only for the logged-in corporate the event names, never on trip-info', () => {
    expect(shouldShowDriverCancel(event, { isLogged: true, _id: 'c1' }, '/running_trips')).toBe(
      true,
    );
    expect(shouldShowDriverCancel(event, { isLogged: true, _id: 'c2' }, '/running_trips')).toBe(
      false,
    );
    expect(shouldShowDriverCancel(event, { isLogged: false, _id: 'c1' }, '/running_trips')).toBe(
      false,
    );
    expect(shouldShowDriverCancel(event, { isLogged: true, _id: 'c1' }, '/trip-info/abc')).toBe(
      false,
    );
  });
  it('tells a trip no driver served to the same audience (issue 12)', () => {
    const ended = { ...event, status: 'no_driver' as const };
    expect(shouldShowTripAlert(ended, { isLogged: true, _id: 'c1' }, '/history')).toBe(true);
    expect(shouldShowTripAlert(ended, { isLogged: true, _id: 'c2' }, '/history')).toBe(false);
    expect(shouldShowTripAlert(ended, { isLogged: false, _id: 'c1' }, '/history')).toBe(false);
    expect(shouldShowTripAlert(ended, { isLogged: true, _id: 'c1' }, '/trip-info/abc')).toBe(false);
  });
});
