export {
  userAtom,
  tokenAtom,
  sessionLoadingAtom,
  sessionErrorAtom,
  sessionInitialisedAtom,
  businessAtom,
  businessesAtom,
  roleAtom,
  sessionAtom,
  hasBusiness,
  type MemberOf,
} from './atoms';
export { initSessionAtom, loginAtom, registerAtom, logoutAtom, refreshUserAtom, refreshBusinessAtom } from './actions';
export { dataVersionAtom, dataChangedAtom } from './data-version';
