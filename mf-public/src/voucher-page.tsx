import { ShellPublicPages } from './remote-mode';

/** Exposed './voucher-page' (shell route /voucher/:token). */
export default ShellPublicPages;
