// The service notes' buttons another feature reuses (a parcel has a note as a trip does): the
// note of a completed order in a dialog, and the month's notes in one PDF. Public through this file.
export {
  ServiceNoteButton,
  hasServiceNote,
} from '../components/service-note/service-note-button.tsx';
export { MonthNotesButton } from '../components/service-note/month-notes-button.tsx';
