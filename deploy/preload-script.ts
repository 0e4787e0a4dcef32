import { createHash } from 'node:crypto';

/**
 * The three inline scripts of index.html. Their texts never change between builds (what changes is build data
 * in `<script type="application/json" id="route-preload">`, which CSP does not run), so their hashes in the
 * CSP (csp.ts, deploy/security-headers.conf) stay fixed. A unit test and the build check the hashes.
 *
 * PRELOAD_SCRIPT (in <head>, right after FALLBACK_SCRIPT, issue 11 and 17). Under hash routing the server cannot know the route, so
 * this reads `location.hash` and the market `type` (hash query winning, as the session does) and
 * - asks for the route's prerendered HTML first (issue 17): it keeps it in `window.__prerender` as
 *   `{ k: "<route>|<locale>", t: html }` when index.html carries it inline, or `{ k, f: fetch(...) }`;
 * - asks for everything the route's first paint needs: its chunks, its CSS and the active locale's texts.
 */
export const PRELOAD_SCRIPT = `(function(){try{var w=window,d=document,m=JSON.parse(d.getElementById('route-preload').textContent),h=location.hash.slice(1),q=h.indexOf('?'),p=(q<0?h:h.slice(0,q)).replace(/\\/+$/,'').toLowerCase()||'/';function t(s){var v;new URLSearchParams(s).forEach(function(x,k){x=x.trim();if(k==='type'&&x&&x!=='undefined'&&x!=='null')v=x});return v}var y=t(q<0?'':h.slice(q+1));if(y===undefined)y=t(location.search);var l=y==='1'?'en':'es',r=m.r[p]||{},k=p+'|'+l;if(r.H&&r.H[l]!=null)w.__prerender={k:k,t:r.H[l]};else if(r.h&&r.h[l]!=null&&w.fetch)w.__prerender={k:k,f:fetch(m.f[r.h[l]]).then(function(x){return x.ok?x.text():''})['catch'](function(){return''})};function a(i,c){var k=d.createElement('link');k.rel=c?'stylesheet':'modulepreload';k.crossOrigin='';k.href=m.f[i];d.head.appendChild(k)}(r.j||[]).forEach(function(i){a(i)});(r.c||[]).forEach(function(i){a(i,1)});(m.t[l]||[]).concat(r[l]||[]).forEach(function(i){a(i)})}catch(e){}})();`;

/**
 * FALLBACK_SCRIPT (first in <head>, before anything loads): never a white screen. When a file the page
 * needs fails to load (a script or a preload: `error` on the element; a failed dynamic import: an unhandled
 * rejection) and the app has not shown itself 2.5 s later, it shows in the market's language (`type=1`
 * English, else Spanish, the hash query winning as in PRELOAD_SCRIPT) that the page could not load, with a
 * Retry that reloads. Styles go through the CSSOM (style-src allows no inline style). The app sets
 * `window.__appShown` and removes `#load-failed` once it is on screen (src/lib/load-fallback.ts).
 */
export const FALLBACK_SCRIPT = `(function(){try{var w=window,d=document,t=0;function g(s){var m=/(?:^|[?&])type=([^&#]*)/.exec(s),v=m?m[1].trim():'';return v==='undefined'||v==='null'?'':v}function show(){if(w.__appShown||d.getElementById('load-failed')||!d.body)return;var h=location.hash,q=h.indexOf('?'),en=(g(q<0?'':h.slice(q+1))||g(location.search))==='1',b=d.createElement('div'),p=d.createElement('p'),k=d.createElement('button');b.id='load-failed';b.setAttribute('role','alert');b.style.cssText='position:fixed;left:0;right:0;bottom:0;z-index:2147483647;padding:16px;background:#fff;color:#1d2330;border-top:3px solid #b42318;font:16px/1.5 system-ui,sans-serif;text-align:center';p.style.margin='0 0 12px';p.textContent=en?'The page could not load. Check your connection and try again.':'No se pudo cargar la página. Revisa tu conexión e inténtalo de nuevo.';k.type='button';k.textContent=en?'Retry':'Reintentar';k.style.cssText='min-height:44px;padding:10px 24px;border:0;border-radius:8px;background:#0a7d4f;color:#fff;font:inherit;font-weight:600';k.onclick=function(){location.reload()};b.appendChild(p);b.appendChild(k);d.body.appendChild(b)}function fail(){if(!t)t=setTimeout(show,2500)}w.addEventListener('error',function(e){var n=e.target&&e.target.tagName;if(n==='SCRIPT'||n==='LINK')fail()},true);w.addEventListener('unhandledrejection',function(e){var r=e.reason;if(/import|module/i.test(String(r&&r.message||r)))fail()})}catch(e){}})();`;

/**
 * PLACE_SCRIPT (right after `<div id="root">`, issue 17): puts the route's prerendered HTML into #root as
 * soon as it is there (at once when inline; when the fetch answers otherwise), unless the app has already
 * taken over (`done`), and marks #root with the rendering's key. Until the app hydrates it, a tap on one of
 * its buttons or a form's submit does nothing but wait in `q`: the app replays them once they can work (a
 * native submit would even leave the page). Links keep working natively; the app then renders their page.
 */
export const PLACE_SCRIPT = `(function(){try{var x=window.__prerender,d=document,r=d.getElementById('root');if(!x||!r)return;var q=x.q=[];function put(h){if(h&&!x.done&&!r.firstChild){r.innerHTML=h;r.setAttribute('data-prerendered',x.k)}}if(x.t!=null)put(x.t);else if(x.f)x.f.then(put);function hold(e){var t=e.target,b=e.type==='submit'?t:t&&t.closest&&t.closest('button');if(x.done||!b||!r.hasAttribute('data-prerendered')||!r.contains(b))return;e.preventDefault();e.stopPropagation();if(q.indexOf(b)<0)q.push(b)}d.addEventListener('click',hold,true);d.addEventListener('submit',hold,true)}catch(e){}})();`;

/** `'sha256-…'` of a script's text, as script-src wants it. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The inline scripts, in the order they appear in index.html. */
export const INLINE_SCRIPTS = [FALLBACK_SCRIPT, PRELOAD_SCRIPT, PLACE_SCRIPT] as const;

/** The hashes script-src allows, in the order the scripts appear. */
export const INLINE_SCRIPT_HASHES = [
  "'sha256-1P1h8NLJV51Th+UPWjQVylc7sb37XwI8tAJl1Dsg7Po='",
  "'sha256-XjUVg5vGsX0U9eOzX80qyc3tLtMIKk6VR37yOYRBQ3I='",
  "'sha256-f8xl0Udbxm5iy/MjQO/LxY1rZtzI64argKH6RWeFk5o='",
] as const;
