// A modal dialog's keyboard, for any screen: it takes the focus when it opens (the element
// marked `data-autofocus`, else its first button) and Escape closes it, and only it (the
// key goes no further: a menu or popover under the dialog stays as it is). A tip open in the
// dialog takes Escape first.
export function dialog(node: HTMLElement, onclose: () => void) {
  let close = onclose;
  const key = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || e.defaultPrevented) return;
    // A tip open inside the dialog closes first (Tip.svelte), the dialog on the next Escape.
    if (node.querySelector("[data-tip][aria-expanded='true']")) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    close();
  };
  window.addEventListener("keydown", key, true);
  (node.querySelector<HTMLElement>("[data-autofocus]") ?? node.querySelector("button"))?.focus();
  return {
    update(f: () => void) {
      close = f;
    },
    destroy() {
      window.removeEventListener("keydown", key, true);
    },
  };
}
