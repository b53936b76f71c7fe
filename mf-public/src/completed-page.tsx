import { ShellPublicPages } from './remote-mode';

/** Exposed './completed-page' (shell route /form-completed). */
export default ShellPublicPages;
