export {
  meAtom,
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
} from './atoms';
export { type Me, type MemberOf } from './me';
export {
  initSessionAtom,
  loginAtom,
  registerAtom,
  logoutAtom,
  refreshUserAtom,
  refreshBusinessAtom,
  switchBusinessAtom,
} from './actions';
