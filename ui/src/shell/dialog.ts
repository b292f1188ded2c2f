// A modal dialog's keyboard, for any screen: it takes the focus when it opens (the element
// marked `data-autofocus`, else its first button) and Escape closes it.
export function dialog(node: HTMLElement, onclose: () => void) {
  let close = onclose;
  const key = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    e.preventDefault();
    close();
  };
  window.addEventListener("keydown", key);
  (node.querySelector<HTMLElement>("[data-autofocus]") ?? node.querySelector("button"))?.focus();
  return {
    update(f: () => void) {
      close = f;
    },
    destroy() {
      window.removeEventListener("keydown", key);
    },
  };
}
