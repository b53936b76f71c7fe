import { useEffect, useRef, useState } from 'react';

const ITEMS = '[role=menuitem]';

/** Moves the focus `step` items along `items` from the focused one, round the ends (up and down in a menu). */
export function moveFocus(items: HTMLElement[], step: number): void {
  const at = items.indexOf(document.activeElement as HTMLElement);
  items[(at + step + items.length) % items.length]?.focus();
}

/** The step an arrow key asks of a menu: down +1, up −1; none for other keys. */
export const arrowStep = (key: string): number | undefined => ({ ArrowDown: 1, ArrowUp: -1 })[key];

/**
 * A menu that opens under its button (`root` holds both): the current (`aria-current`) or first item takes the focus
 * when it opens; up and down move between the items; Escape closes it and gives the focus back to the button; Tab or
 * a click outside closes it.
 */
export function usePopup<T extends HTMLElement>() {
  const root = useRef<T>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    const items = () => [...(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    (items().find((item) => item.getAttribute('aria-current') === 'true') ?? items()[0])?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Tab') {
        setOpen(false);
        if (event.key === 'Escape') root.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
      }
      const step = arrowStep(event.key);
      if (!step) return;
      event.preventDefault();
      moveFocus(items(), step);
    };
    const onPointer = (event: MouseEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);
  return { root, open, setOpen };
}
