import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

/** The main region's id, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the shell's first focusable element, so keyboard and screen-reader users pass
 * the header and navigation in one step (WCAG 2.4.1 Bypass Blocks).
 */
export function SkipLink() {
  // Focus moves by hand: a fragment navigation would pass through the router as a new history entry.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
