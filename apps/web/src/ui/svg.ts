/** Small inline SVG icons for the DOM panels (no image files, no icon fonts). */
const NS = 'http://www.w3.org/2000/svg';

/** An inline SVG of `paths` on a 16×16 grid. */
export function svg(paths: string, size = 14): SVGSVGElement {
  const el = document.createElementNS(NS, 'svg');
  el.setAttribute('viewBox', '0 0 16 16');
  el.setAttribute('width', String(size));
  el.setAttribute('height', String(size));
  el.setAttribute('aria-hidden', 'true');
  el.setAttribute('class', 'icon');
  el.innerHTML = paths;
  return el;
}

export const eyeIcon = (size?: number) =>
  svg(
    '<path d="M1 8c2-3.5 4.5-5 7-5s5 1.5 7 5c-2 3.5-4.5 5-7 5S3 11.5 1 8z" fill="none" stroke="currentColor" stroke-width="1.5"/><circle cx="8" cy="8" r="2.2" fill="currentColor"/>',
    size,
  );

export const copyIcon = (size?: number) =>
  svg(
    '<rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M3 11V3a1 1 0 0 1 1-1h7" fill="none" stroke="currentColor" stroke-width="1.5"/>',
    size,
  );

export const bookIcon = (size?: number) =>
  svg(
    '<path d="M2 3.2C4 2.4 6 2.6 8 3.8c2-1.2 4-1.4 6-.6V13c-2-.8-4-.6-6 .6-2-1.2-4-1.4-6-.6z" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linejoin="round"/><path d="M8 3.8v9.8" stroke="currentColor" stroke-width="1.4"/>',
    size,
  );

export const peekIcon = (size?: number) =>
  svg(
    '<circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M10.5 10.5 14 14" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>',
    size,
  );

export const globeIcon = (size?: number) =>
  svg(
    '<circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" stroke-width="1.4"/><path d="M1.8 8h12.4M8 1.8c-2.2 2.4-2.2 10 0 12.4M8 1.8c2.2 2.4 2.2 10 0 12.4" fill="none" stroke="currentColor" stroke-width="1.2"/>',
    size,
  );
