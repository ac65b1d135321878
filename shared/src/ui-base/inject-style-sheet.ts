const injected = new Set<string>();

/**
 * Adds a <style> with `css` to the document once per name (`data-portal` names it): the base kit's and
 * each remote's few styles, injected when their module first loads. Does nothing outside a browser.
 */
export const injectStyleSheet = (name: string, css: string): void => {
  if (injected.has(name) || typeof document === 'undefined') return;
  injected.add(name);
  const style = document.createElement('style');
  style.dataset.portal = name;
  style.textContent = css;
  document.head.appendChild(style);
};
