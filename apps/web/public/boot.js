/* global window, document */
// Applies the saved language, direction and colour scheme before the first paint, so a dark
// panel never flashes light while the app loads. Loaded by index.html as a plain, blocking
// script from this origin: the Content-Security-Policy allows no inline script.
//
// Public pages come prerendered in a language and colour scheme (<html data-prerendered>, see
// src/prerender/variant.ts, whose wantedVariant this mirrors). The variant these settings
// render is written to the `prerender` cookie, for the server to send that one next time; a
// page of another variant is hidden until the app has rendered it anew (no flash of the wrong
// language or colours).
(function () {
  try {
    var s = JSON.parse(localStorage.getItem('settings') || '{}').state || {};
    var auth = JSON.parse(localStorage.getItem('auth') || '{}').state || {};
    var lang = ['es', 'en', 'fr', 'ar'].indexOf(s.lang) >= 0 ? s.lang : 'es';
    var dark =
      s.mode === 'dark' ||
      (s.mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.lang = lang;
    root.dir = lang === 'ar' || s.rtl ? 'rtl' : 'ltr';
    root.style.background = dark ? '#1E2130' : '#F6F6F9';
    var plain = !auth.isLogged && (s.skin || 'default') === 'default' && !(s.rtl && lang !== 'ar');
    var wanted = plain ? lang + '-' + (dark ? 'dark' : 'light') : 'none';
    document.cookie = 'prerender=' + wanted + '; path=/; max-age=31536000; samesite=lax';
    var prerendered = root.getAttribute('data-prerendered');
    if (prerendered && prerendered !== wanted) root.classList.add('prerender-stale');
    // A prerendered form sent before the app has started would be the browser's own submit: a
    // reload that loses what was typed (and, for a GET form, puts it in the address). Until
    // <html data-started> the submit is stopped; the person presses again once the app runs.
    if (prerendered) {
      document.addEventListener(
        'submit',
        function (event) {
          if (!root.hasAttribute('data-started')) event.preventDefault();
        },
        true,
      );
    }
  } catch (e) {
    // no storage (private mode): the defaults stand
  }
})();
