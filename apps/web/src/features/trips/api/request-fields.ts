// The trips feature's form parts another feature reuses (the parcel form, the multistop quote):
// the address search (over trips' gazetteer), the passenger picker and the schema pieces over
// the contract's passenger and place, and the submission of a booking with one Idempotency-Key.
// Public through this file. The parts that need no feature are in components/booking.
export { PlaceField, placeLabel, type ChosenPlace } from '../components/request/place-field.tsx';
export {
  PassengerPicker,
  passengerErrors,
  type PassengerChoice,
} from '../components/request/passenger-picker.tsx';
export { chosenPlace, passengerForm } from '../lib/form-parts.ts';
export { useBookingSubmit } from './booking-submit.ts';
