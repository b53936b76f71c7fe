import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  /**
   * What the toast is about, e.g. 'voucher-redeem'. A later toast of the same topic replaces the one shown, so
   * the success of a retry replaces the error it resolves. Without a topic the text is the key: clicking the
   * same button again refreshes one toast instead of stacking copies.
   */
  topic?: string;
  /** Seconds on screen: 3 in console pages (the default), 6 in the editor and settings (spec 9). */
  duration?: number;
}

export const TOAST_SECONDS = { console: 3, long: 6 } as const;

interface Pending {
  kind: ToastKind;
  text: string;
  opts: ToastOptions;
}

let instance: NotificationInstance | null = null;
const queue: Pending[] = [];
const hosts = new Set<() => void>();

function open(api: NotificationInstance, { kind, text, opts }: Pending): void {
  api.open({
    type: kind,
    title: text,
    key: opts.topic ?? `${kind}:${text}`,
    duration: opts.duration ?? TOAST_SECONDS.console,
    placement: 'bottomRight',
    role: kind === 'error' ? 'alert' : 'status',
  });
}

function show(kind: ToastKind, text: string, opts: ToastOptions = {}): void {
  const item = { kind, text, opts };
  if (instance) return open(instance, item);
  queue.push(item);
  for (const wake of hosts) wake();
}

/** @internal the lazily loaded holder hands over antd's notification API once it is mounted. */
export function attachToasts(api: NotificationInstance | null): void {
  instance = api;
  if (api) for (const item of queue.splice(0)) open(api, item);
}

/**
 * The console's one toast: bottom-right, antd's notification under the app's theme. Callable from anywhere
 * (shell and remotes share this module); the notification code loads with the first toast, not the first paint.
 */
export const toast = {
  success: (text: string, opts?: ToastOptions) => show('success', text, opts),
  error: (text: string, opts?: ToastOptions) => show('error', text, opts),
  warning: (text: string, opts?: ToastOptions) => show('warning', text, opts),
  info: (text: string, opts?: ToastOptions) => show('info', text, opts),
};

// A template path (webpack makes it one chunk): the node16 type check would ask for './toast-holder.js',
// which webpack does not map back to the .tsx source.
const holderModule = 'holder';
const ToastHolder = lazy(
  () =>
    import(/* webpackInclude: /toast-holder\.tsx$/ */ `./toast-${holderModule}`) as Promise<{
      default: () => ReactNode;
    }>,
);

/** Rendered once inside the ConfigProvider; mounts the notification holder when the first toast is asked for. */
export function ToastHost() {
  const [needed, setNeeded] = useState(queue.length > 0 || instance !== null);
  useEffect(() => {
    const wake = () => setNeeded(true);
    hosts.add(wake);
    if (queue.length) wake();
    return () => {
      hosts.delete(wake);
    };
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHolder />
    </Suspense>
  ) : null;
}
