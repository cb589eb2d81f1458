/**
 * A browser and a device in words, from a User-Agent header, for the sessions list and the
 * new-device e-mail. Rough on purpose: it names, it does not identify.
 */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string; device: string } {
  const ua = userAgent ?? '';
  const version = (re: RegExp) => re.exec(ua)?.[1]?.split('.')[0];
  const browser =
    (/Edg\//.test(ua) && `Edge ${version(/Edg\/([\d.]+)/)}`) ||
    (/OPR\//.test(ua) && `Opera ${version(/OPR\/([\d.]+)/)}`) ||
    (/Firefox\//.test(ua) && `Firefox ${version(/Firefox\/([\d.]+)/)}`) ||
    (/Chrome\//.test(ua) && `Chrome ${version(/Chrome\/([\d.]+)/)}`) ||
    (/Safari\//.test(ua) && /Version\//.test(ua) && `Safari ${version(/Version\/([\d.]+)/)}`) ||
    (ua ? ua.split(/[\s/]/)[0]!.slice(0, 40) : 'Unknown browser');
  const device =
    (/iPhone|iPad/.test(ua) && 'iOS') ||
    (/Android/.test(ua) && 'Android') ||
    (/Windows/.test(ua) && 'Windows') ||
    (/Mac OS X|Macintosh/.test(ua) && 'macOS') ||
    (/CrOS/.test(ua) && 'ChromeOS') ||
    (/Linux/.test(ua) && 'Linux') ||
    'Unknown device';
  return { browser, device };
}
