import type { Page } from 'playwright-core';

/** WCAG 2.2's minimum target size (2.5.8), in CSS pixels. */
const MIN_TARGET = 24;

/**
 * What keeps the current page from fitting a phone: a page wider than the viewport (a sideways scroll),
 * and controls smaller than 24×24 px. A checkbox or radio counts with its label, which takes the click
 * too; a link inside a sentence is exempt, as WCAG exempts inline targets. Each problem is a line naming
 * the element, so a failing test says what to fix.
 */
export async function phoneFitProblems(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px viewport`);
    }
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || '').trim().slice(0, 40)}"`;
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const parent = element.parentElement;
      return Boolean(
        parent &&
          Array.from(parent.childNodes).some(
            (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          ),
      );
    };
    const targets = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"]',
    );
    for (const element of targets) {
      if (element.closest('[inert], [aria-hidden="true"], .visually-hidden, .skip-link')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (inSentence(element)) continue;
      const label = element.matches('input[type="checkbox"], input[type="radio"]')
        ? (element.closest('label') ??
          (element.id ? document.querySelector(`label[for="${element.id}"]`) : null))
        : null;
      const area = label ? label.getBoundingClientRect() : box;
      if (area.width < min - 0.5 || area.height < min - 0.5) {
        problems.push(`${describe(element)} is ${Math.round(area.width)}×${Math.round(area.height)}px`);
      }
    }
    return problems;
  }, MIN_TARGET);
}
