/**
 * Moves the keyboard focus to the element `selector` finds once the change on screen has rendered, and
 * again a moment later if a closing popover or dialog has meanwhile lost it (handed it back to a control
 * that is gone): used when the focused control leaves (a removed entry) or moves (an entry moved to
 * another meal). A cook who has already moved on keeps their place.
 */
export function focusSoon(selector: string): void {
  const focus = () => document.querySelector<HTMLElement>(selector)?.focus();
  const lost = () => !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;
  setTimeout(() => {
    focus();
    setTimeout(() => lost() && focus(), 150);
    setTimeout(() => lost() && focus(), 400);
  }, 0);
}
