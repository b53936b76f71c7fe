// Chunk scripts go into the page a few at a time, each batch in a task of its own.
const { RuntimeGlobals, RuntimeModule, Template } = require('webpack');

/** How long one batch of script insertions may hold the main thread, in milliseconds of this device. */
const BATCH_MS = 4;

/**
 * The code that wraps webpack's script loader (`__webpack_require__.l`). A shared package or a page asks for its
 * chunks all at once, and the console's start asks for about forty: each script tag costs the main thread about
 * a millisecond to create and insert (more on a phone), so in one go they made tasks of 30–120 ms on a phone —
 * taps and paints waited, and Lighthouse counted most of it as blocking time. Queued, they are inserted in
 * batches of at most BATCH_MS, each in a task of its own; a URL asked for again while it waits is loaded once and
 * every caller is told when it ends, as webpack's loader does for a script already in the page.
 * @param {string} loadScript the runtime's name of the loader (`__webpack_require__.l`)
 */
function scriptPerTaskRuntime(loadScript) {
  return Template.asString([
    `var loadNow = ${loadScript};`,
    'var queued = [];',
    'var waiting = {};',
    'var insert = function (url, key, chunkId) {',
    Template.indent([
      'var done = waiting[url];',
      'delete waiting[url];',
      'loadNow(url, function (event) { for (var i = 0; i < done.length; i++) done[i](event); }, key, chunkId);',
    ]),
    '};',
    'var insertBatch = function () {',
    Template.indent([
      `var end = performance.now() + ${BATCH_MS};`,
      'do insert.apply(null, queued.shift());',
      'while (queued.length && performance.now() < end);',
      'if (queued.length) setTimeout(insertBatch, 0);',
    ]),
    '};',
    `${loadScript} = function (url, done, key, chunkId) {`,
    Template.indent([
      'if (waiting[url]) return void waiting[url].push(done);',
      'waiting[url] = [done];',
      'if (queued.push([url, key, chunkId]) === 1) setTimeout(insertBatch, 0);',
    ]),
    '};',
  ]);
}

class ScriptPerTaskRuntimeModule extends RuntimeModule {
  constructor() {
    // after the loader is defined (stage normal), before anything starts loading (the entry runs last)
    super('chunk scripts inserted a batch per task', RuntimeModule.STAGE_ATTACH);
  }

  generate() {
    return scriptPerTaskRuntime(RuntimeGlobals.loadScript);
  }
}

/** Adds the wrapper to every runtime that loads scripts (the shell's and each remote's container). */
class ScriptPerTaskPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ScriptPerTaskPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.loadScript)
        // before webpack's own tap, which adds the loader and ends the hook
        .tap({ name: 'ScriptPerTaskPlugin', stage: -10 }, (chunk) => {
          compilation.addRuntimeModule(chunk, new ScriptPerTaskRuntimeModule());
        });
    });
  }
}

module.exports = { ScriptPerTaskPlugin, scriptPerTaskRuntime };
