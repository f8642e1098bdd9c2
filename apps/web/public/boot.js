/* global window, document */
// Applies the saved language, direction and colour scheme before the first paint, so a dark
// panel never flashes light while the app loads. Loaded by index.html as a plain, blocking
// script from this origin: the Content-Security-Policy allows no inline script.
(function () {
  try {
    var s = JSON.parse(localStorage.getItem('settings') || '{}').state || {};
    var lang = ['es', 'en', 'fr', 'ar'].indexOf(s.lang) >= 0 ? s.lang : 'es';
    var dark =
      s.mode === 'dark' ||
      (s.mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' || s.rtl ? 'rtl' : 'ltr';
    document.documentElement.style.background = dark ? '#1E2130' : '#F6F6F9';
  } catch (e) {
    // no storage (private mode): the defaults stand
  }
})();
