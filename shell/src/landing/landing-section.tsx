import type { ReactNode } from 'react';

/** A landing block with an anchor id (the header links scroll to it) and a centred title. */
export function LandingSection({
  id,
  title,
  children,
  tinted,
}: {
  id?: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section id={id} className={tinted ? 'lp-section lp-tinted' : 'lp-section'}>
      <div className="lp-inner">
        <h2>{title}</h2>
        {children}
      </div>
    </section>
  );
}
