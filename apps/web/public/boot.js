// Runs before any chunk loads (a plain script: the CSP allows no inline one). It sets the page's language from the
// saved choice (the 'language' cookie the console writes), so index.html's loading text shows in that language.
(function () {
  var languages = ['zh', 'en', 'es', 'ja'];
  var saved = /(?:^|;\s*)language=([^;]*)/.exec(document.cookie);
  var language = saved && decodeURIComponent(saved[1]);
  // Without a saved choice the console starts in Chinese (i18n initialLanguage): the loading text must match it.
  document.documentElement.lang = languages.indexOf(language) >= 0 ? language : 'zh';
})();
