/**
 * Hides everything beside an open modal from assistive technology and from focus (aria-hidden + inert on the
 * other children of <body>), for readers that ignore aria-modal. Live regions marked data-ui-live stay.
 * Returns the function that undoes it.
 */
export function hideOthers(keep: HTMLElement): () => void {
  const hidden: HTMLElement[] = [];
  for (const child of Array.from(document.body.children)) {
    if (!(child instanceof HTMLElement) || child.contains(keep) || child.hasAttribute('data-ui-live'))
      continue;
    if (child.getAttribute('aria-hidden') === 'true' || child.inert) continue;
    child.setAttribute('aria-hidden', 'true');
    child.inert = true;
    hidden.push(child);
  }
  return () => {
    for (const child of hidden) {
      child.removeAttribute('aria-hidden');
      child.inert = false;
    }
  };
}
