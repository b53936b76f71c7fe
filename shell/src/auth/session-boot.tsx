import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { initSessionAtom } from '@fikr/shared';

/** Runs the start-up session check once: no token → anonymous; token → GET /auth/me; failure → token dropped. */
export function SessionBoot() {
  const initSession = useSetAtom(initSessionAtom);
  useEffect(() => {
    void initSession();
  }, [initSession]);
  return null;
}
