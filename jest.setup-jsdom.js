// jsdom lacks what antd and react-router expect from a real browser.
const util = require('node:util');
if (!global.TextEncoder) global.TextEncoder = util.TextEncoder;
if (!global.TextDecoder) global.TextDecoder = util.TextDecoder;
// A file of a jsdom package may run in node instead (`@jest-environment node`: a server's tests): no window.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  window.scrollTo = () => {};
  // antd's form scheduler posts through MessageChannel, which jsdom does not have.
  if (!global.MessageChannel) {
    global.MessageChannel = class MessageChannel {
      constructor() {
        const port = () => ({ onmessage: null, postMessage: undefined, close() {}, start() {} });
        this.port1 = port();
        this.port2 = port();
        const link = (from, to) => {
          from.postMessage = (data) => setTimeout(() => to.onmessage && to.onmessage({ data }), 0);
        };
        link(this.port1, this.port2);
        link(this.port2, this.port1);
      }
    };
  }

  // webpack's DefinePlugin sets it in real builds.
  globalThis.__APP_VERSION__ = globalThis.__APP_VERSION__ || 'test';
  // jsdom implements getComputedStyle without pseudo-elements and logs an error when antd asks for one. It also
  // leaves paddings and border widths empty where a browser says '0px', so antd's auto-sized text areas computed
  // a NaN height (and React logged it).
  const computedStyle = window.getComputedStyle.bind(window);
  const BOX_LENGTH = /^(padding|border)-(top|bottom|left|right)(-width)?$/;
  window.getComputedStyle = (element) => {
    const style = computedStyle(element);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (name) => read(name) || (BOX_LENGTH.test(name) ? '0px' : '');
    return style;
  };
  // An antd dialog stays see-through (its `-appear-prepare` class) for two animation frames after it opens, even
  // with motion off. A browser paints those in ~30 ms; jsdom times frames at 60 Hz and a loaded machine runs them
  // later still, so a reply from the test's API server could land while the dialog was see-through, and the test
  // would read a hidden screen the user never sees. Here a frame is the next turn of the event loop: ahead of any
  // network reply.
  window.requestAnimationFrame = (callback) => setTimeout(() => callback(performance.now()), 0);
  window.cancelAnimationFrame = (handle) => clearTimeout(handle);
  // jsdom has no canvas: answer as a browser without a 2D canvas does (null) instead of logging "not implemented".
  window.HTMLCanvasElement.prototype.getContext = () => null;
  // The machines running the suite are small and shared: give async queries room before they give up. With the
  // whole suite running, CI's two cores once drew the empty list behind an opening dialog more than 5 s after it.
  require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 });
}
