export {
  userAtom,
  tokenAtom,
  sessionLoadingAtom,
  sessionErrorAtom,
  sessionInitialisedAtom,
  businessAtom,
  sessionAtom,
  hasBusiness,
} from './atoms';
export { initSessionAtom, loginAtom, registerAtom, logoutAtom, refreshUserAtom, refreshBusinessAtom } from './actions';
export { dataVersionAtom, dataChangedAtom } from './data-version';
