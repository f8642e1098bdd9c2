import { useRef, useState } from 'react';
import type { BookingStep } from './booking-frame.tsx';

/**
 * A booking form's two steps and what passes between them: the body "Continuar" checked (what
 * the submit sends, `B`; none for a form that builds it at the submit), and the form's scrolling
 * box (BookingFrame's `scrollRef`), where the first invalid field gets the focus.
 */
export function useBookingSteps<B = void>() {
  const [step, setStep] = useState<BookingStep>('details');
  const [checked, setChecked] = useState<B | null>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  return {
    step,
    checked,
    scrollRef,
    /** to the confirmation of the body just checked */
    confirm: (body: B) => {
      setChecked(body);
      setStep('confirm');
    },
    /** back to the details ("Volver", or a field the server refused) */
    edit: () => setStep('details'),
    /** after the errors are drawn: a field that is not there yet cannot take the focus */
    focusFirstInvalid: () =>
      requestAnimationFrame(() =>
        scrollRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      ),
  };
}
