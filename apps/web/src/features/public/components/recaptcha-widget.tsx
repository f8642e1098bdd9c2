import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

// Google reCAPTCHA v2, used only when the server is configured for it (RECAPTCHA_SITE_KEY; by
// default the form uses the self-hosted ALTCHA captcha). Its script comes from Google: the
// Content-Security-Policy must allow https://www.google.com and https://www.gstatic.com (script
// and frame) on such a deployment, or the widget says it could not load.

type Grecaptcha = {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      hl?: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
};
type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; onTrayectoRecaptcha?: () => void };

const SCRIPT = 'https://www.google.com/recaptcha/api.js?onload=onTrayectoRecaptcha&render=explicit';
let loading: Promise<Grecaptcha> | undefined;

function loadRecaptcha(): Promise<Grecaptcha> {
  const w = window as RecaptchaWindow;
  if (w.grecaptcha) return Promise.resolve(w.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    w.onTrayectoRecaptcha = () => resolve(w.grecaptcha!);
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function RecaptchaWidget({
  siteKey,
  token,
  onToken,
}: {
  siteKey: string;
  token: string | null;
  onToken: (token: string | null) => void;
}) {
  const { t, i18n } = useTranslation('public');
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const tokenCallback = useRef(onToken);
  useEffect(() => {
    tokenCallback.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (api) => {
        if (cancelled || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          hl: i18n.language,
          callback: (value) => tokenCallback.current(value),
          'expired-callback': () => tokenCallback.current(null),
          'error-callback': () => tokenCallback.current(null),
        });
        widget.current = { api, id };
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey, i18n.language]);

  // a token the server refused is spent: the widget asks again
  useEffect(() => {
    if (token === null && widget.current) widget.current.api.reset(widget.current.id);
  }, [token]);

  if (failed) return <Alert severity="error">{t('captcha.recaptchaError')}</Alert>;
  return <Box ref={container} sx={{ minHeight: 78 }} />;
}
