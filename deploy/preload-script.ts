/**
 * The one inline script of index.html (issue 11). Under hash routing the server cannot know the route, so
 * this reads `location.hash` and the market `type` (hash query winning, as the session does) and asks for
 * everything that route's first paint needs: its chunks, its CSS and the active locale's texts. The map of
 * files is build data in `<script type="application/json" id="route-preload">`, which CSP does not run, so
 * this text never changes between builds and its hash in the CSP (csp.ts) stays fixed.
 */
export const PRELOAD_SCRIPT = `(function(){try{var d=document,m=JSON.parse(d.getElementById('route-preload').textContent),h=location.hash.slice(1),q=h.indexOf('?'),p=(q<0?h:h.slice(0,q)).replace(/\\/+$/,'').toLowerCase()||'/';function t(s){var v;new URLSearchParams(s).forEach(function(x,k){x=x.trim();if(k==='type'&&x&&x!=='undefined'&&x!=='null')v=x});return v}var y=t(q<0?'':h.slice(q+1));if(y===undefined)y=t(location.search);var l=y==='1'?'en':'es',r=m.r[p]||{};function a(i,c){var k=d.createElement('link');k.rel=c?'stylesheet':'modulepreload';k.crossOrigin='';k.href=m.f[i];d.head.appendChild(k)}(r.j||[]).forEach(function(i){a(i)});(r.c||[]).forEach(function(i){a(i,1)});(m.t[l]||[]).concat(r[l]||[]).forEach(function(i){a(i)})}catch(e){}})();`;

/** `'sha256-…'` of PRELOAD_SCRIPT, for script-src. A unit test and the build both check that it matches. */
export const PRELOAD_SCRIPT_HASH = "'sha256-J97uNIsjf1goyBFG2zPPeTCDCCSKLmU+HAK+qiUAQoc='";
