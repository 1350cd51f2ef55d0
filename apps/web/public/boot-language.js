/* global document, location */
// The loading screen's words in the language the page will start in, before the app's own code has loaded (issue 28):
// the choice main.tsx makes (lib/i18n.ts startingLanguage) — `?lang=` on the address, else the language chosen before
// in this browser (the session in localStorage), else the first of the browser's languages Sannidhi speaks, else
// English. index.html holds each language's text; this sets <html lang> and its CSS shows that language's text.
(function () {
  var codes = ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'ne'];
  function code(tag) {
    var base = String(tag || '')
      .trim()
      .toLowerCase()
      .split(/[-_]/)[0];
    return codes.indexOf(base) >= 0 ? base : null;
  }
  var lang = null;
  try {
    lang = code(new URLSearchParams(location.search).get('lang'));
    if (!lang) lang = code(JSON.parse(localStorage.getItem('sannidhi.session') || '{}').lang);
  } catch {
    // storage unavailable or unreadable: the browser's languages decide
  }
  var preferred = navigator.languages || [navigator.language];
  for (var i = 0; !lang && i < preferred.length; i++) lang = code(preferred[i]);
  document.documentElement.lang = lang || 'en';
})();
