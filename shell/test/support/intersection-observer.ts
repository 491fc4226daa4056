// jsdom has no IntersectionObserver. The shell then renders deferred sections at once; tests want
// to decide when things come into view, so this stand-in reports nothing until told to.

type Entry = { el: Element; observer: FakeIntersectionObserver };

const observed = new Set<Entry>();

export class FakeIntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: number[];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    this.thresholds = [].concat((options.threshold ?? 0) as never);
  }
  observe(el: Element) {
    observed.add({ el, observer: this });
  }
  unobserve(el: Element) {
    for (const e of observed) if (e.el === el && e.observer === this) observed.delete(e);
  }
  disconnect() {
    for (const e of observed) if (e.observer === this) observed.delete(e);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** @internal */
  fire(el: Element) {
    const rect = el.getBoundingClientRect();
    const entry = { target: el, isIntersecting: true, intersectionRatio: 1, boundingClientRect: rect, intersectionRect: rect, rootBounds: null, time: Date.now() };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

export function installFakeIntersectionObserver(): void {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
}

/** Every observed element comes into view (wrap in act()). */
export function scrollEverythingIntoView(): void {
  for (const { el, observer } of [...observed]) observer.fire(el);
}

/** Options of the observers watching elements matching `selector` (threshold checks). */
export function observersOf(selector: string): FakeIntersectionObserver[] {
  return [...observed].filter((e) => e.el.matches(selector)).map((e) => e.observer);
}
