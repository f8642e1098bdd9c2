import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchCaptchaChallenge } from '../api/leads-api.ts';
import { createCaptchaController, type CaptchaController } from '../lib/captcha-controller.ts';
import { solveInWorker } from '../lib/captcha-solver.ts';

/**
 * The contact form's captcha (lib/captcha-controller.ts) for one mounted form: its state, and
 * the controller to start it, renew it and read its payload. Stopped when the form goes away.
 */
export function useCaptcha(): {
  state: ReturnType<CaptchaController['getState']>;
  captcha: CaptchaController;
} {
  const [captcha] = useState(() =>
    createCaptchaController({ fetchChallenge: fetchCaptchaChallenge, solve: solveInWorker }),
  );
  const state = useSyncExternalStore(captcha.subscribe, captcha.getState, captcha.getState);
  useEffect(() => () => captcha.dispose(), [captcha]);
  return { state, captcha };
}
