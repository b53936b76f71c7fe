/** Package version plus an optional build label, injected by the federation config (DefinePlugin). */
declare const __APP_VERSION__: string;
