'use strict';
// qs only needs side-channel to detect cyclic objects while stringifying. The npm package pulls in
// get-intrinsic and object-inspect (~10 KB gzip) to support engines without WeakMap; every browser we
// target has WeakMap and Map, so vite.config.ts aliases `side-channel` to this file in the browser build.
module.exports = function getSideChannel() {
  var weak = new WeakMap();
  var strong = new Map();
  function store(key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function') ? weak : strong;
  }
  return {
    assert: function (key) {
      if (!store(key).has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: function (key) {
      return store(key).delete(key);
    },
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
  };
};
