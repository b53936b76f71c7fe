import { createContext, useContext } from 'react';

/** The page's form token (the server's double-submit cookie), when the page has token-checked forms. */
export const CsrfContext = createContext<string | undefined>(undefined);

/** The hidden field the light server checks on every wallet and voucher post; nothing where no token was given. */
export function CsrfField() {
  const token = useContext(CsrfContext);
  return token ? <input type="hidden" name="csrf" value={token} /> : null;
}
