// New and full moons for the demo calendar (Pournami, Amavasya and the days counted from it).
// Meeus, "Astronomical Algorithms" ch. 49, main periodic terms only: good to well under an hour
// around these years, which is plenty for choosing the date of a demo ritual.

const SYNODIC_MONTH_DAYS = 29.530588861;
const JD_UNIX_EPOCH = 2440587.5;
const DAY_MS = 86_400_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Instant of lunation k: k integer → new moon, k + 0.5 → full moon (k = 0 is 6 January 2000). */
function phaseInstant(k: number): Date {
  const jde = 2451550.09766 + SYNODIC_MONTH_DAYS * k;
  const sunAnomaly = rad(2.5534 + 29.1053567 * k);
  const moonAnomaly = rad(201.5643 + 385.81693528 * k);
  const latitudeArg = rad(160.7108 + 390.67050284 * k);
  const isNew = Number.isInteger(k);
  const terms = isNew
    ? [-0.4072, 0.17241, 0.01608, 0.01039, 0.00739, -0.00514, 0.00208]
    : [-0.40614, 0.17302, 0.01614, 0.01043, 0.00734, -0.00515, 0.00209];
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0] = terms;
  const correction =
    a * Math.sin(moonAnomaly) +
    b * Math.sin(sunAnomaly) +
    c * Math.sin(2 * moonAnomaly) +
    d * Math.sin(2 * latitudeArg) +
    e * Math.sin(moonAnomaly - sunAnomaly) +
    f * Math.sin(moonAnomaly + sunAnomaly) +
    g * Math.sin(2 * sunAnomaly);
  // JDE is dynamical time; the ~70 s difference from UTC does not matter at this precision.
  return new Date((jde + correction - JD_UNIX_EPOCH) * DAY_MS);
}

/** New moons (isFull false) or full moons (isFull true) between two instants. */
export function moonPhasesBetween(from: Date, to: Date, isFull: boolean): Date[] {
  const toK = (t: Date) => (t.getTime() / DAY_MS + JD_UNIX_EPOCH - 2451550.09766) / SYNODIC_MONTH_DAYS;
  const out: Date[] = [];
  for (let k = Math.floor(toK(from)) - 1; k <= Math.ceil(toK(to)) + 1; k++) {
    const instant = phaseInstant(isFull ? k + 0.5 : k);
    if (instant >= from && instant <= to) out.push(instant);
  }
  return out;
}
