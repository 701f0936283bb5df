// Stands in for `side-channel` inside qs in the browser build (see ./index.ts): the same API over
// the WeakMap and Map every browser has, without the ~12 KB (gzip) of engine-intrinsic helpers the
// package brings for old JavaScript engines.
module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const primitives = new Map();
  const store = (key) => (key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : primitives);
  return {
    assert(key) {
      if (!store(key).has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => store(key).delete(key),
    get: (key) => store(key).get(key),
    has: (key) => store(key).has(key),
    set(key, value) {
      store(key).set(key, value);
    },
  };
};
