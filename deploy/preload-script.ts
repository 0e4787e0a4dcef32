import { createHash } from 'node:crypto';

/**
 * The two inline scripts of index.html. Their texts never change between builds (what changes is build data
 * in `<script type="application/json" id="route-preload">`, which CSP does not run), so their hashes in the
 * CSP (csp.ts, deploy/security-headers.conf) stay fixed. A unit test and the build check the hashes.
 *
 * PRELOAD_SCRIPT (first in <head>, issue 11 and 17). Under hash routing the server cannot know the route, so
 * this reads `location.hash` and the market `type` (hash query winning, as the session does) and
 * - asks for the route's prerendered HTML first (issue 17): it keeps it in `window.__prerender` as
 *   `{ k: "<route>|<locale>", t: html }` when index.html carries it inline, or `{ k, f: fetch(...) }`;
 * - asks for everything the route's first paint needs: its chunks, its CSS and the active locale's texts.
 */
export const PRELOAD_SCRIPT = `(function(){try{var w=window,d=document,m=JSON.parse(d.getElementById('route-preload').textContent),h=location.hash.slice(1),q=h.indexOf('?'),p=(q<0?h:h.slice(0,q)).replace(/\\/+$/,'').toLowerCase()||'/';function t(s){var v;new URLSearchParams(s).forEach(function(x,k){x=x.trim();if(k==='type'&&x&&x!=='undefined'&&x!=='null')v=x});return v}var y=t(q<0?'':h.slice(q+1));if(y===undefined)y=t(location.search);var l=y==='1'?'en':'es',r=m.r[p]||{},k=p+'|'+l;if(r.H&&r.H[l]!=null)w.__prerender={k:k,t:r.H[l]};else if(r.h&&r.h[l]!=null&&w.fetch)w.__prerender={k:k,f:fetch(m.f[r.h[l]]).then(function(x){return x.ok?x.text():''})['catch'](function(){return''})};function a(i,c){var k=d.createElement('link');k.rel=c?'stylesheet':'modulepreload';k.crossOrigin='';k.href=m.f[i];d.head.appendChild(k)}(r.j||[]).forEach(function(i){a(i)});(r.c||[]).forEach(function(i){a(i,1)});(m.t[l]||[]).concat(r[l]||[]).forEach(function(i){a(i)})}catch(e){}})();`;

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

/** The hashes script-src allows, in the order the scripts appear. */
export const INLINE_SCRIPT_HASHES = [
  "'sha256-XjUVg5vGsX0U9eOzX80qyc3tLtMIKk6VR37yOYRBQ3I='",
  "'sha256-f8xl0Udbxm5iy/MjQO/LxY1rZtzI64argKH6RWeFk5o='",
] as const;
