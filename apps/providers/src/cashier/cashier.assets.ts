/** The page's style and script, kept as strings so the server bundle carries them without files. */

export const CASHIER_CSS = `
:root {
  color-scheme: dark;
  --bg: #0f1420; --panel: #171e2d; --line: #2a3449; --text: #e8edf7; --muted: #9aa6bd;
  --accent: #3d7cff; --accent-text: #fff; --error: #ff6b6b; --focus: #8fb3ff; --field: #0f1522;
}
[data-theme="light"] {
  color-scheme: light;
  --bg: #f3f5f9; --panel: #fff; --line: #d5dbe6; --text: #152033; --muted: #5a667c;
  --accent: #2357d8; --accent-text: #fff; --error: #c62828; --focus: #2357d8; --field: #fff;
}
* { box-sizing: border-box; }
html, body { margin: 0; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif; }
.cashier { max-width: 480px; margin: 0 auto; padding: 24px 16px 32px; }
.head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 8px; margin-bottom: 16px; }
h1 { font-size: 22px; margin: 0; }
h2 { font-size: 18px; margin: 0 0 8px; }
.balance { margin: 0; color: var(--muted); }
.balance strong { color: var(--text); }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 20px; }
.methods { border: 0; padding: 0; margin: 0 0 16px; display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.methods legend { padding: 0; margin-bottom: 8px; color: var(--muted); font-size: 13px; }
.method { position: relative; display: block; }
.method input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.method span { display: block; text-align: center; padding: 10px 8px; border: 1px solid var(--line); border-radius: 8px; }
.method input:checked + span { border-color: var(--accent); box-shadow: inset 0 0 0 1px var(--accent); font-weight: 600; }
.method input:focus-visible + span { outline: 2px solid var(--focus); outline-offset: 2px; }
.field { margin-bottom: 14px; }
.field label { display: block; margin-bottom: 4px; font-size: 13px; color: var(--muted); }
.field input { width: 100%; padding: 10px 12px; font: inherit; color: var(--text); background: var(--field);
  border: 1px solid var(--line); border-radius: 8px; }
.field input:focus-visible { outline: 2px solid var(--focus); outline-offset: 1px; }
.field input[aria-invalid="true"] { border-color: var(--error); }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 0 12px; }
/* Side by side, the fields share their rows: a label that wraps (Russian on a phone) lowers both inputs alike. */
.row .field { display: grid; grid-row: span 3; grid-template-rows: subgrid; }
.row .field label { align-self: end; }
@supports not (grid-template-rows: subgrid) { .row { align-items: end; } }
.hint, .note { margin: 4px 0 0; font-size: 13px; color: var(--muted); }
.note { margin: 0 0 14px; }
.error, .form-error { margin: 4px 0 0; font-size: 13px; color: var(--error); }
.error a { color: inherit; font-weight: 600; text-decoration: underline; }
.form-error { margin: 0 0 12px; }
.submit { width: 100%; padding: 12px; font: inherit; font-weight: 600; color: var(--accent-text); background: var(--accent);
  border: 0; border-radius: 8px; cursor: pointer; }
.submit:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
.submit[disabled] { opacity: .6; cursor: progress; }
[hidden] { display: none !important; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (min-width: 1024px) { .cashier { padding-top: 40px; } .panel { padding: 28px; } }
`;

export const CASHIER_JS = `
(function () {
  // Framed by the operator's page, the cashier tells it how tall it is, whenever that changes
  // (a method, an error, the code step), so the frame fits it without a scroll bar of its own:
  // { source: 'meridian-cashier', type: 'resize', height } to the origin the launch address named.
  var parentOrigin = document.documentElement.getAttribute('data-parent-origin');
  var root = document.querySelector('main');
  if (parentOrigin && root && window.parent !== window && typeof ResizeObserver === 'function') {
    var reported = -1;
    new ResizeObserver(function () {
      // The content's own bottom, not the document's scroll height: that never falls below the frame's.
      var margin = parseFloat(getComputedStyle(root).marginBottom) || 0;
      var height = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY + margin);
      if (height === reported) return;
      reported = height;
      window.parent.postMessage({ source: 'meridian-cashier', type: 'resize', height: height }, parentOrigin);
    }).observe(root);
  }

  var pay = document.getElementById('pay');
  if (!pay) return;
  var challenge = document.getElementById('challenge');
  var status = document.getElementById('status');
  var data = pay.dataset;
  var paymentId = null;

  function method() { return pay.querySelector('input[name="method"]:checked').value; }
  function showMethod() {
    var m = method();
    pay.querySelectorAll('[data-method]').forEach(function (g) { g.hidden = g.getAttribute('data-method') !== m; });
  }
  pay.querySelectorAll('input[name="method"]').forEach(function (r) { r.addEventListener('change', showMethod); });
  showMethod();

  function clearErrors(form) {
    form.querySelectorAll('.error').forEach(function (e) { e.hidden = true; e.textContent = ''; });
    form.querySelectorAll('[aria-invalid]').forEach(function (i) { i.removeAttribute('aria-invalid'); });
    form.querySelectorAll('.form-error').forEach(function (e) { e.hidden = true; e.textContent = ''; });
  }
  function showErrors(form, errors, message, link) {
    var first = null;
    Object.keys(errors || {}).forEach(function (name) {
      var input = form.querySelector('[name="' + name + '"]');
      var slot = document.getElementById(name + '-error');
      if (!input || !slot) return;
      input.setAttribute('aria-invalid', 'true');
      slot.textContent = errors[name].join(' ');
      // A refusal the player can act on elsewhere (verify their identity) links there, on the top page.
      if (link && !first) {
        var a = document.createElement('a');
        a.href = link.href; a.target = '_top'; a.textContent = link.text;
        slot.append(' ', a);
      }
      slot.hidden = false;
      if (!first) first = input;
    });
    if (first) { first.focus(); return; }
    var box = form.querySelector('.form-error');
    box.textContent = message || data.generic;
    box.hidden = false;
  }
  function leave(answer) {
    var target = answer.redirect;
    try { window.top.location.assign(target); } catch (e) { window.location.assign(target); }
  }
  function post(path, body, form) {
    var button = form.querySelector('button[type="submit"]');
    var label = button.textContent;
    button.disabled = true; button.textContent = data.processing; status.textContent = data.processing;
    body.token = data.token; body.lang = data.lang;
    // Times in a refusal (when a deposit limit lets more in) are told in the player's zone: the
    // operator's site's, else the browser's.
    body.time_zone = data.timeZone;
    if (!body.time_zone) try { body.time_zone = Intl.DateTimeFormat().resolvedOptions().timeZone; } catch (e) { /* UTC */ }
    return fetch(data.base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (res) { return res.json().then(function (json) { return { status: res.status, json: json }; }); })
      .then(function (r) {
        if (r.status === 401) { showErrors(form, null, data.session); return null; }
        if (r.status !== 200) { showErrors(form, r.json.errors, r.json.message, r.json.payload && r.json.payload.link); return null; }
        return r.json.payload;
      })
      .catch(function () { showErrors(form, null, data.generic); return null; })
      .finally(function () { button.disabled = false; button.textContent = label; status.textContent = ''; });
  }
  pay.addEventListener('submit', function (event) {
    event.preventDefault();
    clearErrors(pay);
    var body = { mode: data.mode, method: method() };
    ['amount', 'card_number', 'expiry', 'cvc', 'holder', 'iban', 'account_holder'].forEach(function (name) {
      var input = pay.querySelector('[name="' + name + '"]');
      if (input && !input.closest('[hidden]')) body[name] = input.value;
    });
    post('/api/payments', body, pay).then(function (answer) {
      if (!answer) return;
      if (answer.step === 'challenge') {
        paymentId = answer.payment_id;
        pay.hidden = true; challenge.hidden = false;
        challenge.querySelector('input').focus();
        return;
      }
      leave(answer);
    });
  });
  challenge.addEventListener('submit', function (event) {
    event.preventDefault();
    clearErrors(challenge);
    var code = challenge.querySelector('[name="code"]').value;
    post('/api/payments/' + encodeURIComponent(paymentId) + '/challenge', { code: code }, challenge).then(function (answer) {
      if (answer) leave(answer);
    });
  });
})();
`;
