import type { ReactNode } from 'react';

export const REMOTE_NAME = 'mf-responses';

/** Root element of every exposed module: the remote's marker and its build version (the shell's e2e reads both). */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <div data-remote={REMOTE_NAME}>
      {children}
      {/* not shown to users (issue 16.12): the profile menu's About lists versions; tests and support read it */}
      <span hidden data-testid="remote-version">
        {REMOTE_NAME} v{__APP_VERSION__}
      </span>
    </div>
  );
}

/** The exposed dialog renders only through antd's portal; its modal box carries the remote's marker. */
export function markedModal(node: ReactNode) {
  return <div data-remote={REMOTE_NAME}>{node}</div>;
}
