export {
  userAtom,
  tokenAtom,
  sessionLoadingAtom,
  sessionErrorAtom,
  sessionInitialisedAtom,
  businessAtom,
  businessesAtom,
  roleAtom,
  operatorAtom,
  consoleRolesAtom,
  sessionAtom,
  hasBusiness,
  type MemberOf,
} from './atoms';
export {
  initSessionAtom,
  loginAtom,
  registerAtom,
  logoutAtom,
  refreshUserAtom,
  refreshBusinessAtom,
  switchBusinessAtom,
} from './actions';
