import { createHash } from 'node:crypto';
import { EARLY_ANSWERS_GLOBAL } from '../../../shared/web/early-reads.js';

/**
 * The one inline script of a page whose first screen was written in at build time (ADR 0038). It runs
 * as the parser reaches the end of the body, before the first paint:
 * - if the language saved in this browser (localStorage, docs/product-rules.md#stored-in-browser) is not the one the page was written in
 *   (its cookie copy was missing), the written screen gives way to the neutral loader, so no text in the
 *   wrong language is ever painted; the app then draws the screen in the right one;
 * - it asks for the app's code only after that first paint, so the screen is painted from the HTML and
 *   the stylesheet alone (the code then hydrates it); when the page is hidden, at once.
 * - on a signed-in screen (`data-early`, ADR 0045), right after that first paint and before asking for the
 *   app's code, it asks for the ID token, then the product sign-in with it, and for the screen's first
 *   reads, with the session cookie, so that their answers come while the code downloads; the app takes
 *   them (src/web/lib/early-answers.ts). Not before the paint: the stylesheet comes first. The browser's time zone,
 *   which only the sign-in keeps, is read when the token has come: Intl's first call loads the time zone data
 *   (80–110 ms of a slow phone's boot task, bench/web-profile.ts), and there it runs in a task of its own.
 * Its text never changes (the files come in data- attributes), so the policy allows it by its hash.
 */
export const BOOT_SCRIPT = `(function(){var s=document.currentScript,r=document.getElementById('root'),l=null;\
try{l=localStorage.getItem('language')}catch(e){}\
if(/^(en|fr|es|pt|ht)$/.test(l||'')&&l!==r.getAttribute('data-prerendered')&&!r.hasAttribute('data-language-fixed')){\
r.removeAttribute('data-prerendered');r.replaceChildren(document.getElementById('kredi-loader').content.cloneNode(true))}\
function load(){ask();JSON.parse(s.getAttribute('data-preload')).forEach(function(h){var k=document.createElement('link');\
k.rel='modulepreload';k.crossOrigin='';k.href=h;document.head.appendChild(k)});var m=document.createElement('script');\
m.type='module';m.crossOrigin='';m.src=s.getAttribute('data-entry');document.head.appendChild(m)}\
function ask(){var e=s.getAttribute('data-early');if(!e||!window.fetch)return;var q={accept:'application/json'};\
var a=window.${EARLY_ANSWERS_GLOBAL}={at:Date.now(),answers:{}},f=function(p,o){o=o||{};o.headers=o.headers||q;o.credentials='include';\
var w=fetch(p,o);w.catch(function(){});return w};var t=a.answers['GET /api/identity/token']=f('/api/identity/token');\
a.login=t.then(function(r){return r.ok?r.clone().json():null}).then(function(b){if(!b||!b.token)return null;\
var h=Object.assign({'content-type':'application/json'},q),z;try{z=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(x){}\
if(z)h['x-timezone']=z;return{idToken:b.token,response:f('/api/auth/login',{method:'POST',headers:h,\
body:JSON.stringify({idToken:b.token})})}}).catch(function(){return null});\
JSON.parse(e).forEach(function(p){a.answers['GET '+p]=f(p)})}\
if(document.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load,0)})})()`;

/** The Content-Security-Policy source that allows BOOT_SCRIPT and no other inline script. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
