import { ShellPublicPages } from './remote-mode';

/** Exposed './public-form-page' (shell route /form/:code). */
export default ShellPublicPages;
