/**
 * Cumulative Layout Shift as the Web Vitals define it: layout shifts without recent input are grouped
 * into session windows (a window ends after a 1 s gap without shifts or once it spans 5 s), and the
 * score is the largest window's sum.
 * @param {{ startTime: number, value: number, hadRecentInput: boolean }[]} shifts
 */
export function clsOf(shifts) {
  let best = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const s of [...shifts].filter((x) => !x.hadRecentInput).sort((a, b) => a.startTime - b.startTime)) {
    if (s.startTime - previous < 1000 && s.startTime - windowStart < 5000) {
      windowSum += s.value;
    } else {
      windowSum = s.value;
      windowStart = s.startTime;
    }
    previous = s.startTime;
    best = Math.max(best, windowSum);
  }
  return best;
}
