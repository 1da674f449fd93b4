/*
 * Old-browser notice (spec §2). Plain ES5 on purpose: it must run in the very
 * browsers the application bundle cannot run in.
 */
(function (win, doc) {
  var IGNORE_KEY = 'chemmart-ignore-old-browser';
  var UPGRADE_URL = 'https://www.google.cn/chrome/';

  function chromeVersion(userAgent) {
    var match = /Chrome\/(\d+)/.exec(userAgent || '');
    return match ? parseInt(match[1], 10) : null;
  }

  function supportsFlex(d) {
    var el = d.createElement('div');
    el.style.display = 'flex';
    return el.style.display === 'flex';
  }

  /** Chrome 86 or lower, or no fetch, Promise, IntersectionObserver or flexbox. */
  function isOutdated(userAgent, w, flexSupported) {
    var version = chromeVersion(userAgent);
    if (version !== null && version <= 86) return true;
    return typeof w.fetch !== 'function' || typeof w.Promise !== 'function' ||
      typeof w.IntersectionObserver !== 'function' || !flexSupported;
  }

  function isIgnored(w) {
    try { return w.localStorage.getItem(IGNORE_KEY) === '1'; } catch (e) { return false; }
  }

  function show(d, w) {
    var bar = d.createElement('div');
    bar.id = 'old-browser-notice';
    bar.setAttribute('role', 'alert');
    bar.style.cssText = 'position:relative;z-index:9999;padding:10px 16px;background:#fff7e6;' +
      'border-bottom:1px solid #ffd591;color:#613400;font-size:14px;text-align:center;line-height:1.8';
    bar.innerHTML = '您正在使用的浏览器版本过低，页面可能无法正常显示和使用。' +
      '推荐使用最新版 <strong>Chrome 浏览器</strong>。' +
      ' <a id="old-browser-upgrade" href="' + UPGRADE_URL + '" target="_blank" rel="noopener">升级浏览器</a>' +
      ' <button id="old-browser-ignore" type="button" style="margin-left:12px;cursor:pointer">忽略</button>';
    // React leaves the contents of this opaque slot alone when it hydrates the page.
    var slot = d.getElementById('browser-notice-slot');
    if (slot) slot.appendChild(bar);
    else d.body.insertBefore(bar, d.body.firstChild);
    d.getElementById('old-browser-ignore').onclick = function () {
      try { w.localStorage.setItem(IGNORE_KEY, '1'); } catch (e) { /* private mode: ignore for this page only */ }
      bar.parentNode.removeChild(bar);
    };
  }

  function run() {
    if (isOutdated(win.navigator.userAgent, win, supportsFlex(doc)) && !isIgnored(win)) show(doc, win);
  }

  win.chemmartBrowserCheck = { isOutdated: isOutdated, run: run };
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', run);
  } else {
    run();
  }
})(window, document);
