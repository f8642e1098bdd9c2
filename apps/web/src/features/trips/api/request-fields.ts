// The trips feature's form parts another feature reuses (the parcel form): the address search,
// the now-or-scheduled field and the Idempotency-Key of one submission. Public through this file.
export { PlaceField, placeLabel, type ChosenPlace } from '../components/request/place-field.tsx';
export { ScheduleField, whenProblem, type When } from '../components/request/schedule-field.tsx';
export { createBookingKey } from '../components/request/booking-key.ts';
