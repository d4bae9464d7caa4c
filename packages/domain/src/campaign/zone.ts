/**
 * The time zone a campaign's schedule is typed and shown in (the editor, the list, its export): its property's. An
 * organisation-level campaign has no property: it takes the organisation's first property's zone (the lowest id, the
 * property the organisation started with; its properties usually share a zone, and the editor names the zone), UTC
 * when the organisation has none.
 */
export function campaignZone<P extends { id: number; timezone: string }>(
  properties: readonly P[] | undefined,
  propertyId: number | null,
): { zone: string; property: P | null } {
  const list = properties ?? [];
  const property =
    propertyId != null
      ? (list.find((p) => p.id === propertyId) ?? null)
      : list.reduce<P | null>((first, p) => (first == null || p.id < first.id ? p : first), null);
  return { zone: property?.timezone ?? 'UTC', property };
}
