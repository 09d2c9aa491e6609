/**
 * The time zones Instantly API v2 accepts for a campaign's sending schedule (`campaign_schedule.schedules[].timezone`
 * is an enum in its OpenAPI 3.1 document, `api_v2.json`; read 2026-11-29). Any other name, even a valid IANA one
 * such as Europe/Berlin, is refused by Instantly with a 400. Kept in the vendor's order.
 */
export const INSTANTLY_TIME_ZONES = [
  'Etc/GMT+12', 'Etc/GMT+11', 'Etc/GMT+10', 'America/Anchorage', 'America/Dawson', 'America/Creston', 'America/Chihuahua',
  'America/Boise', 'America/Belize', 'America/Chicago', 'America/Bahia_Banderas', 'America/Regina', 'America/Bogota',
  'America/Detroit', 'America/Indiana/Marengo', 'America/Caracas', 'America/Asuncion', 'America/Glace_Bay',
  'America/Campo_Grande', 'America/Anguilla', 'America/Santiago', 'America/St_Johns', 'America/Sao_Paulo',
  'America/Argentina/La_Rioja', 'America/Araguaina', 'America/Godthab', 'America/Montevideo', 'America/Bahia',
  'America/Noronha', 'America/Scoresbysund', 'Atlantic/Cape_Verde', 'Africa/Casablanca', 'America/Danmarkshavn',
  'Europe/Isle_of_Man', 'Atlantic/Canary', 'Africa/Abidjan', 'Arctic/Longyearbyen', 'Europe/Belgrade', 'Africa/Ceuta',
  'Europe/Sarajevo', 'Africa/Algiers', 'Africa/Windhoek', 'Asia/Nicosia', 'Asia/Beirut', 'Africa/Cairo', 'Asia/Damascus',
  'Europe/Bucharest', 'Africa/Blantyre', 'Europe/Helsinki', 'Europe/Istanbul', 'Asia/Jerusalem', 'Africa/Tripoli',
  'Asia/Amman', 'Asia/Baghdad', 'Europe/Kaliningrad', 'Asia/Aden', 'Africa/Addis_Ababa', 'Europe/Kirov', 'Europe/Astrakhan',
  'Asia/Tehran', 'Asia/Dubai', 'Asia/Baku', 'Indian/Mahe', 'Asia/Tbilisi', 'Asia/Yerevan', 'Asia/Kabul', 'Antarctica/Mawson',
  'Asia/Yekaterinburg', 'Asia/Karachi', 'Asia/Kolkata', 'Asia/Colombo', 'Asia/Kathmandu', 'Antarctica/Vostok', 'Asia/Dhaka',
  'Asia/Rangoon', 'Antarctica/Davis', 'Asia/Novokuznetsk', 'Asia/Hong_Kong', 'Asia/Krasnoyarsk', 'Asia/Brunei',
  'Australia/Perth', 'Asia/Taipei', 'Asia/Choibalsan', 'Asia/Irkutsk', 'Asia/Dili', 'Asia/Pyongyang', 'Australia/Adelaide',
  'Australia/Darwin', 'Australia/Brisbane', 'Australia/Melbourne', 'Antarctica/DumontDUrville', 'Australia/Currie',
  'Asia/Chita', 'Antarctica/Macquarie', 'Asia/Sakhalin', 'Pacific/Auckland', 'Etc/GMT-12', 'Pacific/Fiji', 'Asia/Anadyr',
  'Asia/Kamchatka', 'Etc/GMT-13', 'Pacific/Apia',
] as const;

export type InstantlyTimeZone = (typeof INSTANTLY_TIME_ZONES)[number];

const ALLOWED = new Set<string>(INSTANTLY_TIME_ZONES);

export function isInstantlyTimeZone(zone: string): zone is InstantlyTimeZone {
  return ALLOWED.has(zone);
}

/** Minutes east of UTC of an IANA zone at an instant; null when the zone is not one the runtime knows. */
function offsetMinutes(zone: string, at: Date): number | null {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
    const m = /^GMT(?:([+-])(\d{2}):?(\d{2}))?$/.exec(name);
    if (!m) return null;
    if (!m[1]) return 0;
    const minutes = Number(m[2]) * 60 + Number(m[3]);
    return m[1] === '-' ? -minutes : minutes;
  } catch {
    return null;
  }
}

/**
 * The zone of Instantly's list nearest to a person's IANA zone: itself when Instantly lists it, else the listed zone
 * whose UTC offsets in January and in July of `at`'s year are closest (so daylight-saving rules match where they can),
 * preferring one of the same region (Europe/Berlin → Europe/Belgrade). Null for a name the runtime does not know.
 */
export function nearestInstantlyTimeZone(zone: string, at: Date): InstantlyTimeZone | null {
  const name = zone.trim();
  if (isInstantlyTimeZone(name)) return name;
  const year = at.getUTCFullYear();
  const winter = new Date(Date.UTC(year, 0, 15, 12));
  const summer = new Date(Date.UTC(year, 6, 15, 12));
  const ownWinter = offsetMinutes(name, winter);
  const ownSummer = offsetMinutes(name, summer);
  if (ownWinter === null || ownSummer === null) return null;
  const region = name.split('/')[0];
  let best: { zone: InstantlyTimeZone; score: number } | null = null;
  for (const candidate of INSTANTLY_TIME_ZONES) {
    const w = offsetMinutes(candidate, winter);
    const s = offsetMinutes(candidate, summer);
    if (w === null || s === null) continue;
    // Distance in minutes, then a half-minute penalty for another region: offsets decide, the region breaks ties.
    const score = Math.abs(w - ownWinter) + Math.abs(s - ownSummer) + (candidate.split('/')[0] === region ? 0 : 0.5);
    if (!best || score < best.score) best = { zone: candidate, score };
  }
  return best?.zone ?? null;
}
