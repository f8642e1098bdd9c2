// The trips feature's form parts another feature reuses (the parcel form): the address search
// (over trips' gazetteer) and the submission of a booking with one Idempotency-Key. Public
// through this file. The parts that need no feature are in components/booking.
export { PlaceField, placeLabel, type ChosenPlace } from '../components/request/place-field.tsx';
export { useBookingSubmit } from './booking-submit.ts';
