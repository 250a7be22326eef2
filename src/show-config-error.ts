/** Operators see which variable to fix instead of a blank page. */
export function showConfigError(root: HTMLElement, message: string): void {
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = message;
  root.replaceChildren(alert);
}
