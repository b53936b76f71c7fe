// The shell provides every antd component the console's remotes render, each as its own shared singleton
// (federation shares antd per component, see shared/build-config/antd-imports-loader.js). A remote's Table
// or Rate then runs on the shell's ConfigProvider, theme, locale and message context instead of a private
// copy. Webpack provides a module only if the shell's build reaches it, hence these imports; they sit behind
// a function that is never called, so none of them is fetched before a page actually renders it.
// The budget e2e (e2e/tests/budgets.test.ts) fails when a remote uses a component missing here.
export function provideConsoleAntd() {
  return Promise.all([
    import('antd/es/alert'),
    import('antd/es/app'),
    import('antd/es/avatar'),
    import('antd/es/button'),
    import('antd/es/card'),
    import('antd/es/col'),
    import('antd/es/collapse'),
    import('antd/es/config-provider'),
    import('antd/es/descriptions'),
    import('antd/es/drawer'),
    import('antd/es/dropdown'),
    import('antd/es/empty'),
    import('antd/es/flex'),
    import('antd/es/form'),
    import('antd/es/grid'),
    import('antd/es/input'),
    import('antd/es/input-number'),
    import('antd/es/layout'),
    import('antd/es/menu'),
    import('antd/es/modal'),
    import('antd/es/notification'),
    import('antd/es/pagination'),
    import('antd/es/progress'),
    import('antd/es/qr-code'),
    import('antd/es/radio'),
    import('antd/es/rate'),
    import('antd/es/result'),
    import('antd/es/row'),
    import('antd/es/segmented'),
    import('antd/es/select'),
    import('antd/es/skeleton'),
    import('antd/es/slider'),
    import('antd/es/space'),
    import('antd/es/spin'),
    import('antd/es/statistic'),
    import('antd/es/steps'),
    import('antd/es/switch'),
    import('antd/es/table'),
    import('antd/es/tabs'),
    import('antd/es/tag'),
    import('antd/es/tooltip'),
    import('antd/es/typography'),
    import('antd/es/theme'),
  ]);
}
