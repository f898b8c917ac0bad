/** CSS Modules in jest: styles.result reads 'result', so a rendered class names its rule. Plain sheets map to style-stub.js. */
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
