// The console build's performance patches, in one place, with one switch: FIKR_PERF_PATCHES=off builds without any
// of them (a plain webpack + module federation build). Each is explained in README.md beside this file, with the
// versions it was checked against; CI builds with the switch off and walks the console on that build, so an upgrade
// that breaks a patch can always drop it.
const path = require('node:path');
const { ScriptPerTaskPlugin } = require('./script-per-task-plugin');

/** On unless FIKR_PERF_PATCHES=off (read when a build starts). */
const perfPatchesOn = () => process.env.FIKR_PERF_PATCHES !== 'off';

/**
 * Shared packages offered as a module that re-exports only the names the apps use, so webpack can drop the
 * rest of the package before it is shared (see narrow-shares/react-router-dom.js). Such a module imports the
 * package as `whole/<package>`, an alias: by its own name federation would hand it the share it is building.
 */
const NARROW_SHARES = {
  'react-router-dom': path.join(__dirname, 'narrow-shares/react-router-dom.js'),
  'react-i18next': path.join(__dirname, 'narrow-shares/react-i18next.js'),
};
const WHOLE_PACKAGES = Object.fromEntries(Object.keys(NARROW_SHARES).map((pkg) => [`whole/${pkg}$`, pkg]));

/** The modules that put antd's generated CSS into the page: its components' and its icons' (see style-text-loader.js). */
const STYLE_INSERTERS =
  /[\\/](@rc-component[\\/]util[\\/](es|lib)[\\/]Dom[\\/]dynamicCSS|@ant-design[\\/]icons[\\/](es|lib)[\\/]cssUtils)\.js$/;

/** antd's ConfigProvider, whose tooltip provider is imported on demand (see tooltip-provider-on-demand-loader.js). */
const ANTD_CONFIG_PROVIDER = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;

/**
 * antd as federation shares it: per component (the `antd/` prefix: a page loads the components it renders, which
 * antd-imports-loader makes of `import { Button } from 'antd'`), or, without the patches, antd whole.
 */
const antdShareKey = () => (perfPatchesOn() ? 'antd/' : 'antd');

/**
 * Module rules that run before the TypeScript loader's own: packages declared pure, antd's CSS set as text, antd's
 * tooltip provider imported on demand.
 */
function perfModuleRules() {
  if (!perfPatchesOn()) return [];
  return [
    {
      // antd's rc-component and @ant-design helpers are pure modules that do not say so in their package.json;
      // declaring it lets webpack drop what a shared antd component re-exports but never uses (e.g. antd's
      // ConfigProvider needs one context from @rc-component/form, not the whole form library).
      test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color))[\\/]/,
      sideEffects: false,
    },
    { test: STYLE_INSERTERS, use: path.join(__dirname, 'style-text-loader.js') },
    { test: ANTD_CONFIG_PROVIDER, use: path.join(__dirname, 'tooltip-provider-on-demand-loader.js') },
  ];
}

/** Loaders that run after ts-loader on the apps' own code (webpack runs a rule's loaders last to first). */
const perfSourceLoaders = () => (perfPatchesOn() ? [path.join(__dirname, 'antd-imports-loader.js')] : []);

/** Webpack plugins: chunk scripts inserted a batch per task. */
const perfPlugins = () => (perfPatchesOn() ? [new ScriptPerTaskPlugin()] : []);

/**
 * Federation runtime plugins: each shared package loaded, and first evaluated, in a task of its own. The plugin is
 * the shell's own code (`shell/src/federation/share-per-task-plugin.ts`), type-checked with the shell.
 */
const perfRuntimePlugins = (repoRoot) =>
  perfPatchesOn() ? [path.join(repoRoot, 'shell/src/federation/share-per-task-plugin.ts')] : [];

/** The narrowed shares by package, none without the patches. */
const narrowShares = () => (perfPatchesOn() ? NARROW_SHARES : {});

module.exports = {
  perfPatchesOn,
  NARROW_SHARES,
  WHOLE_PACKAGES,
  antdShareKey,
  perfModuleRules,
  perfSourceLoaders,
  perfPlugins,
  perfRuntimePlugins,
  narrowShares,
};
