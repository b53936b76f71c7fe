// antd's ConfigProvider imports the provider of "unique" tooltips (one popup shared by many tooltips) at its top,
// and renders it only when the app passes `tooltip={{ unique: true }}`, which Fikr never does. The import alone
// brings @rc-component/trigger, its motion, portal and resize observer into every first load: about 13 KB gzip of
// the console's start, for nothing it draws. Here the import becomes React.lazy: the same provider, loaded only if
// a ConfigProvider ever asks for it (a Tooltip that a page renders loads it as its own part, as before). Applied to
// antd's config-provider module only (index.js); throws when antd's import line changes, so the patch is revisited.
const IMPORT = "import UniqueProvider from '../tooltip/UniqueProvider';";

module.exports = function tooltipProviderOnDemandLoader(source) {
  if (!source.includes(IMPORT)) {
    throw new Error(`${this.resourcePath}: antd's ConfigProvider no longer imports "${IMPORT}"; revisit the patch`);
  }
  return source.replace(
    IMPORT,
    "const UniqueProvider = /*#__PURE__*/React.lazy(() => import('../tooltip/UniqueProvider'));",
  );
};
