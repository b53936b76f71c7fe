/** localStorage key of the bearer token. */
export const TOKEN_KEY = 'token';
/** localStorage key of the business the console acts for, when the user belongs to several (X-Business-Id). */
export const BUSINESS_KEY = 'businessId';

/** One value the browser keeps for the session; without storage the session lives only in memory. */
function storedValue(key: string) {
  return {
    read(): string | null {
      try {
        return globalThis.localStorage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(value: string | null): void {
      try {
        if (value) globalThis.localStorage?.setItem(key, value);
        else globalThis.localStorage?.removeItem(key);
      } catch {
        // storage unavailable: the value is simply not kept
      }
    },
  };
}

const token = storedValue(TOKEN_KEY);
export const readToken = token.read;
export const writeToken = token.write;

const businessChoice = storedValue(BUSINESS_KEY);
/** The chosen business's id, or null: the API's default (the user's own, else the first they joined). */
export const readBusinessChoice = businessChoice.read;
export const writeBusinessChoice = businessChoice.write;
