const HtmlWebpackPlugin = require('html-webpack-plugin');
const { federatedConfig } = require('@fikr/shared/federation');

const base = federatedConfig({
  dir: __dirname,
  title: 'Fikr · mf-forms',
});

// The standalone dev page lives under /business/forms/*: with the HTML's script URLs relative ('auto'), a reload
// at /business/forms/new asked for /business/forms/main.js. Absolute script URLs in the dev HTML only;
// chunks still resolve from the script's own URL, so the shell's dev setup is unaffected.
// (Belongs in shared/build-config/federation.js for every remote; kept here until the lead moves it.)
module.exports = (env, argv) => {
  const config = base(env, argv);
  if (argv.mode === 'development') {
    for (const plugin of config.plugins) if (plugin instanceof HtmlWebpackPlugin) plugin.options.publicPath = '/';
  }
  return config;
};
