import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { LoadingLine } from '../../ui/LoadingLine';
import { useAccountSettings } from './useAccountSettings';

const REGIONS = ['America', 'Europe', 'Africa', 'Atlantic', 'Asia', 'Australia', 'Indian', 'Pacific', 'Antarctica', 'Arctic'] as const;
type Region = (typeof REGIONS)[number] | 'Other';

/** The browser's own zone, as the web sends it on every request (lib/api.ts). */
function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

/** Every IANA zone the browser knows, with the person's own and UTC even where its list leaves them out. */
function knownZones(extra: (string | null)[]): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...listed, 'UTC', ...extra.filter((zone): zone is string => Boolean(zone))])];
}

const regionOf = (zone: string): Region =>
  ((REGIONS as readonly string[]).find((r) => zone.startsWith(`${r}/`)) as Region | undefined) ?? 'Other';
/** "America/Port-au-Prince" reads "Port-au-Prince"; "America/Argentina/Buenos_Aires" reads "Argentina / Buenos Aires". */
const placeOf = (zone: string) =>
  (regionOf(zone) === 'Other' ? zone : zone.slice(zone.indexOf('/') + 1)).replace(/_/g, ' ').replace(/\//g, ' / ');

/**
 * The person's time zone (ADR 0065): the days of their automatic top-ups and of their sending limits.
 * Kept from the browser at the first signed-in load; changed here from a list grouped by region, or set to
 * this device's zone in one tap when it differs (a move, a trip).
 */
export function TimeZoneCard() {
  const { t } = useTranslation();
  const id = useId();
  const { settings, isLoading, error, refetch, update } = useAccountSettings();
  const device = deviceTimeZone();
  const current = settings?.timeZone ?? null;
  const groups = useMemo(() => {
    const byRegion = new Map<Region, string[]>();
    for (const zone of knownZones([current, device])) byRegion.set(regionOf(zone), [...(byRegion.get(regionOf(zone)) ?? []), zone]);
    return [...REGIONS, 'Other' as const]
      .filter((region) => byRegion.has(region))
      .map((region) => ({ region, zones: byRegion.get(region)!.sort((a, b) => placeOf(a).localeCompare(placeOf(b))) }));
  }, [current, device]);

  // Shown at once and saved; a refusal puts the zone before it back, with a toast saying why (useAccountSettings).
  const choose = (zone: string) => update({ timeZone: zone });

  return (
    <Card title={t('settings.timeZone.heading')}>
      <p className="mb-3 text-slate-700">{t('settings.timeZone.description')}</p>
      {isLoading ? (
        <LoadingLine />
      ) : !settings ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="flex flex-col gap-3">
          <label htmlFor={id} className="text-sm font-semibold text-slate-800">
            {t('settings.timeZone.label')}
          </label>
          <select
            id={id}
            value={current ?? ''}
            onChange={(event) => event.target.value && choose(event.target.value)}
            className="min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
            data-testid="time-zone"
          >
            {!current && <option value="">{t('settings.timeZone.notSet')}</option>}
            {groups.map(({ region, zones }) => (
              <optgroup key={region} label={t(`settings.timeZone.regions.${region}`)}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {placeOf(zone)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {!current && <p className="text-sm text-slate-600">{t('settings.timeZone.notSet')}</p>}
          {device && device !== current && (
            <Button variant="secondary" onClick={() => choose(device)}>
              {t('settings.timeZone.useDevice', { zone: device })}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
