// Rewrites `import { Button, Form as F } from 'antd'` (in the JS that ts-loader emits) into one import per
// component: `import Button from 'antd/es/button'`. Federation shares antd per component (the `antd/` prefix),
// so a page loads only the components it renders instead of the whole library, which cannot be tree-shaken
// once it is shared. The map comes from antd's own es/index.js, so it follows antd upgrades.
const fs = require('node:fs');
const path = require('node:path');

let componentPaths;

/** { Button: 'antd/es/button', message: 'antd/es/message', … } read from `export { default as X } from './x'`. */
function antdComponentPaths() {
  if (componentPaths) return componentPaths;
  const index = fs.readFileSync(
    path.join(path.dirname(require.resolve('antd/package.json')), 'es', 'index.js'),
    'utf8',
  );
  componentPaths = {};
  for (const [, name, dir] of index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)) {
    componentPaths[name] = `antd/es/${dir}`;
  }
  return componentPaths;
}

const ANTD_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']antd["'];?/g;

function rewrite(source, resourcePath) {
  const paths = antdComponentPaths();
  return source.replace(ANTD_IMPORT, (_all, specifiers) =>
    specifiers
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((specifier) => {
        const [imported, local = imported] = specifier.split(/\s+as\s+/).map((s) => s.trim());
        const target = paths[imported];
        if (!target) throw new Error(`${resourcePath}: antd has no default-exported component "${imported}"`);
        return `import ${local} from '${target}';`;
      })
      .join('\n'),
  );
}

module.exports = function antdImportsLoader(source) {
  return rewrite(source, this.resourcePath);
};
module.exports.rewrite = rewrite;
