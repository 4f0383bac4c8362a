// What does not fit on the screen: shared by the tests of screens, dialogs and panels at phone
// and laptop sizes. Each function runs in the page and returns what it found, empty when all
// fits, so that an assertion's message lists every misfit at once.

/**
 * What does not fit in `root` (a CSS selector): the page or the root wider than the screen, and
 * every control that is outside the viewport once scrolled into view (a dialog taller than the
 * screen scrolls, sideways never), and every control whose label is wider than itself. Empty
 * when everything fits.
 */
export function misfits(page, root) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return [`${selector} is not on the page`];
    const found = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    const box = element.getBoundingClientRect();
    if (box.left < 0 || box.right > width) found.push(`${selector} spans ${box.left}..${box.right} px`);
    if (element.scrollWidth > element.clientWidth) found.push(`${selector} scrolls sideways`);
    for (const control of element.querySelectorAll('button, select, input, textarea, a[href]')) {
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = control.getBoundingClientRect();
      const name = control.textContent.trim() || control.name || control.getAttribute('aria-label');
      // A label wider than its button runs out of it, under the next button or off the box.
      if (control.tagName === 'BUTTON' && control.scrollWidth > control.clientWidth + 1) {
        found.push(`${name}: its label is ${control.scrollWidth} px in a ${control.clientWidth} px button`);
      }
      if (r.left < -0.5 || r.top < -0.5 || r.right > width + 0.5 || r.bottom > window.innerHeight + 0.5) {
        found.push(`${name} at ${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`);
      } else {
        // Nothing is drawn over it: a press at its centre reaches it (its label for a checkbox).
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!control.contains(hit) && !control.closest('label')?.contains(hit)) {
          found.push(`${name} is covered by ${hit?.outerHTML.slice(0, 80)}`);
        }
      }
    }
    if (window.scrollX !== 0) found.push(`the page scrolled sideways by ${window.scrollX} px`);
    return found;
  }, root);
}

/**
 * Which of the elements matched by `selectors` are not wholly in the viewport as the page is,
 * without scrolling; and whether the page was scrolled at all.
 */
export function outOfView(page, selectors) {
  return page.evaluate((list) => {
    const found = [];
    if (window.scrollX !== 0 || window.scrollY !== 0) {
      found.push(`the page is scrolled to ${window.scrollX},${window.scrollY}`);
    }
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    for (const selector of list) {
      const elements = document.querySelectorAll(selector);
      if (elements.length === 0) found.push(`${selector} is not on the page`);
      for (const element of elements) {
        const r = element.getBoundingClientRect();
        if (r.left < -0.5 || r.top < -0.5 || r.right > width + 0.5 || r.bottom > height + 0.5) {
          found.push(`${selector} at ${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`);
        } else if (element instanceof HTMLButtonElement) {
          // Nothing is drawn over a button: a press at its centre reaches it.
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (!element.contains(hit)) found.push(`${selector} is covered by ${hit?.outerHTML.slice(0, 80)}`);
        }
      }
    }
    return found;
  }, selectors);
}

/** Rolls until the opening roll is no tie. */

/** Whether the row of a list that `locator` (an element in it) is in shows whole inside the
 * list's box, which scrolls: the hint's chosen play, say. */
export function shownInList(locator) {
  return locator.evaluate((element) => {
    const list = element.closest('ol, ul').getBoundingClientRect();
    const item = element.closest('li').getBoundingClientRect();
    return item.top >= list.top - 0.5 && item.bottom <= list.bottom + 0.5;
  });
}
