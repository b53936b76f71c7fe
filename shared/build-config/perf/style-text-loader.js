// antd puts each component's generated CSS into a <style> element through @rc-component/util's dynamicCSS (its
// icons through a copy of it), which sets it with innerHTML: the browser then runs its HTML parser over every
// stylesheet (in Lighthouse's trace of the responses list, ~28 ms of the main thread at full CPU speed, ~0.1 s on
// its simulated phone). A style element's content is plain text: textContent sets the same CSS without the parser.
// Applied to those two modules only (federation.js); when a new version no longer sets innerHTML this fails, so
// that it is removed.
module.exports = function styleTextLoader(source) {
  const patched = source.replace(/\.innerHTML\b/g, '.textContent');
  if (patched === source) {
    throw new Error(`${this.resourcePath}: no innerHTML left to replace; the style-text loader can go`);
  }
  return patched;
};
