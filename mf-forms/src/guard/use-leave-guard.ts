import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

type Push = (...args: unknown[]) => void;

/**
 * Unsaved changes are not lost silently. useBlocker needs a data router and the shell uses BrowserRouter, so:
 * - reload, closing the tab and typing a URL: the browser's own beforeunload prompt;
 * - every in-app navigation through the router (shell menu, links, our Back button, other remotes): the
 *   router's navigator.push is wrapped while there are changes and asks `confirmLeave` first.
 * Not covered: the browser's Back/Forward buttons (popstate cannot be cancelled under BrowserRouter).
 */
export function useLeaveGuard(dirty: boolean, confirmLeave: () => Promise<boolean>) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const bypass = useRef(false);
  // One question at a time, also across re-runs of the effect below: a second dialog stacked on the first
  // would stay behind it and block the page once the first is answered.
  const asking = useRef(false);
  const confirmRef = useRef(confirmLeave);
  confirmRef.current = confirmLeave;

  useEffect(() => {
    if (!dirty) return;
    bypass.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);

    const target = navigator as unknown as { push: Push };
    const original = target.push;
    target.push = (...args) => {
      if (bypass.current) {
        bypass.current = false;
        return original.apply(navigator, args);
      }
      if (asking.current) return;
      asking.current = true;
      void confirmRef.current().then((leave) => {
        asking.current = false;
        if (leave) original.apply(navigator, args);
      });
    };
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      target.push = original;
    };
  }, [dirty, navigator]);

  /** The next navigation leaves without asking (after a successful save). */
  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);
  return { allowNextNavigation };
}
